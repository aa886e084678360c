import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingPicture } from './listing-picture';

const screenWidth = (width: number) =>
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) }) as MediaQueryList,
  );

const pictureWith = (priority?: boolean | 'wide') => {
  const view = render(<ListingPicture src="/images/listings/offers-travel-800.avif" alt="Travel" sizes="100vw" priority={priority} />);
  const picture = screen.getByRole('img', { name: 'Travel' });
  const fetching = { loading: picture.getAttribute('loading'), fetchpriority: picture.getAttribute('fetchpriority') };
  view.unmount();
  return fetching;
};

afterEach(() => vi.unstubAllGlobals());

describe('ListingPicture', () => {
  it("a first card's picture (the list's largest paint) is fetched at once and ahead of other pictures", () => {
    expect(pictureWith(true)).toEqual({ loading: 'eager', fetchpriority: 'high' });
  });

  it('a picture further down waits until it is near the screen, at no special priority', () => {
    expect(pictureWith()).toEqual({ loading: 'lazy', fetchpriority: 'auto' });
  });

  it('above the fold only on wide screens: at once from tablet width, lazily on a phone, where what is above pushes it down (issue 30)', () => {
    screenWidth(1280);
    expect(pictureWith('wide')).toEqual({ loading: 'eager', fetchpriority: 'high' });
    screenWidth(375);
    expect(pictureWith('wide')).toEqual({ loading: 'lazy', fetchpriority: 'auto' });
  });
});
