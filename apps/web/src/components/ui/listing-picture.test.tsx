import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingPicture } from './listing-picture';

describe('ListingPicture', () => {
  it("a first card's picture (the list's largest paint) is fetched at once and ahead of other pictures", () => {
    render(<ListingPicture src="/images/listings/offers-travel-800.avif" alt="Travel" sizes="100vw" priority />);
    const picture = screen.getByRole('img', { name: 'Travel' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('a picture further down waits until it is near the screen, at no special priority', () => {
    render(<ListingPicture src="/images/listings/offers-travel-800.avif" alt="Travel" sizes="100vw" />);
    const picture = screen.getByRole('img', { name: 'Travel' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('fetchpriority', 'auto');
  });
});
