import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { DetailPageFallback } from './detail-page-fallback';

const back = { to: '/tours', label: 'See other tours' };

describe('DetailPageFallback', () => {
  it('names what is loading while it loads', () => {
    stubFetch({});
    renderWithProviders(
      <DetailPageFallback query={{ isPending: true, error: null }} noun="Tour" missing={{ title: 'Tour not available' }} back={back} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tour');
    expect(document.title).toBe('Tour | Privileges');
  });

  it('says the page’s own words when the item cannot be shown, and where to go instead', () => {
    stubFetch({});
    renderWithProviders(
      <DetailPageFallback
        query={{ isPending: false, error: new Error('Not found') }}
        noun="Tour"
        missing={{ title: 'Tour not available', heading: 'This tour is no longer available.' }}
        back={back}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This tour is no longer available.' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See other tours' })).toHaveAttribute('href', '/tours');
    expect(document.title).toBe('Tour not available | Privileges');
  });

  it('reads out the API’s words under the title when the page has none of its own', () => {
    stubFetch({});
    renderWithProviders(
      <DetailPageFallback
        query={{ isPending: false, error: new Error('This offer has ended.') }}
        noun="Offer"
        missing={{ title: 'Offer' }}
        back={{ to: '/offers', label: 'Back to offers' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Offer' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This offer has ended.');
    expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute('href', '/offers');
  });
});
