import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { DetailPageFallback, type DetailPageFallbackProps } from './detail-page-fallback';

const tourNotAvailable = { title: 'Tour not available', heading: 'This tour is no longer available.' };
const seeOtherTours = { to: '/tours', label: 'See other tours' };

/** A tour that could not be loaded, unless the test says otherwise. */
function renderFallback({
  query = { isPending: false, error: new Error('Not found') },
  noun = 'Tour',
  missing = tourNotAvailable,
  back = seeOtherTours,
}: Partial<DetailPageFallbackProps>) {
  stubFetch({});
  return renderWithProviders(<DetailPageFallback query={query} noun={noun} missing={missing} back={back} />);
}

describe('DetailPageFallback', () => {
  it('names what is loading while it loads', () => {
    renderFallback({ query: { isPending: true, error: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tour');
    expect(document.title).toBe('Tour | Privileges');
  });

  it('says the page’s own words when the item cannot be shown, and where to go instead', () => {
    renderFallback({});
    expect(screen.getByRole('heading', { level: 1, name: tourNotAvailable.heading })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other tours' })).toHaveAttribute('href', '/tours');
    expect(document.title).toBe('Tour not available | Privileges');
  });

  it('reads out the API’s words under the title when the page has none of its own', () => {
    renderFallback({
      query: { isPending: false, error: new Error('This offer has ended.') },
      noun: 'Offer',
      missing: { title: 'Offer' },
      back: { to: '/offers', label: 'Back to offers' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Offer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This offer has ended.');
    expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute('href', '/offers');
  });
});
