import { messages, type OfferSummary } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch, type RecordedRequest } from '@/test/fetch-double';
import { offerSummary } from '@/test/offer-fixtures';
import { currentPath, renderWithProviders } from '@/test/render';
import { storage } from '@/lib/storage';
import OffersPage from './offers-page';

const OFFERS = 'GET /api/offer/offers';
const NEARBY = 'GET /api/offer/nearby_offers';
const categories = [
  { id: 'cat-dining', name: 'Dining', icon: 'utensils', offer_count: 12 },
  { id: 'cat-travel', name: 'Travel', icon: 'plane', offer_count: 12 },
];
const page = (offers: OfferSummary[], total = offers.length, pageNo = 1) =>
  reply(200, { data: offers, meta: { page: pageNo, per_page: 20, total } });

function renderPage(offers: (request: RecordedRequest) => ReturnType<typeof reply> = () => page([offerSummary('o1')], 45), extra = {}) {
  const api = stubFetch({ 'GET /api/offer/categories': reply(200, { data: categories }), [OFFERS]: offers, ...extra });
  const view = renderWithProviders(<OffersPage />, { route: '/offers' });
  return { ...view, api };
}
const lastQuery = (api: ReturnType<typeof renderPage>['api']) => Object.fromEntries(api.requests(OFFERS).at(-1)!.url.searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OffersPage filters', () => {
  it('lists offers with their type and who may use them, and filters by category chip, search and city', async () => {
    const { user, api } = renderPage();
    const card = await screen.findByRole('article', { name: 'Offer o1' });
    expect(within(card).getByText('Saffron Table')).toBeInTheDocument();
    expect(within(card).getByText('Voucher')).toBeInTheDocument();
    expect(within(card).getByText('Available to Reserve and Olympus cardholders')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Offer o1' })).toHaveAttribute('href', '/offers/o1');
    expect(screen.getByText('45 offers')).toBeInTheDocument();

    const chips = screen.getByRole('group', { name: 'Categories' });
    await user.click(await within(chips).findByRole('button', { name: 'Dining' }));
    expect(within(chips).getByRole('button', { name: 'Dining' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => lastQuery(api)).toEqual({ category: 'cat-dining', page: '1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search offers' }), 'saffron');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => lastQuery(api)).toEqual({ category: 'cat-dining', text: 'saffron', page: '1' });

    await user.selectOptions(screen.getByLabelText('City'), 'Mumbai');
    await expect.poll(() => lastQuery(api)).toEqual({ category: 'cat-dining', text: 'saffron', city: 'Mumbai', page: '1' });
    expect(currentPath()).toBe('/offers?category=cat-dining&city=Mumbai&q=saffron');
    expect(screen.getByRole('searchbox', { name: 'Search offers' })).toHaveValue('saffron');
  });

  it('pages through the results', async () => {
    const { user, api } = renderPage((request) => page([offerSummary(`p${request.url.searchParams.get('page')}`)], 45));
    await screen.findByRole('article', { name: 'Offer p1' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Offer p2' });
    expect(lastQuery(api)).toEqual({ page: '2' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('offers "eligible only" to a signed-in cardholder, and says why an offer is not for their cards', async () => {
    storage.set('token', 'token-1');
    storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000002' });
    const { user, api } = renderPage(() => page([offerSummary('o1', { eligible: false }), offerSummary('o2', { eligible: true })]));
    const notForMe = await screen.findByRole('article', { name: 'Offer o1' });
    expect(within(notForMe).getByTestId('eligibility-reason')).toHaveTextContent(
      'Not for your cards: Available to Reserve and Olympus cardholders',
    );
    expect(within(screen.getByRole('article', { name: 'Offer o2' })).getByText('Your card can use this offer')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Only offers my cards can use' }));
    await expect.poll(() => lastQuery(api)).toEqual({ eligible: 'true', page: '1' });
    expect(api.requests(OFFERS).at(-1)!.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('has no "eligible only" switch signed out', async () => {
    renderPage();
    await screen.findByRole('article', { name: 'Offer o1' });
    expect(screen.queryByRole('checkbox', { name: 'Only offers my cards can use' })).not.toBeInTheDocument();
  });

  it('finds offers near the browser’s location, nearest first with the distance', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 19.076, longitude: 72.8777 } } as GeolocationPosition),
      },
    });
    const outlet = { id: 'out-1', city: 'Mumbai', address: '1 Demo Street, Mumbai', latitude: 19.07, longitude: 72.87 };
    const { user, api } = renderPage(undefined, {
      [NEARBY]: reply(200, { data: [{ ...offerSummary('near-1'), distance_km: 0.8, outlet }] }),
    });
    await screen.findByRole('article', { name: 'Offer o1' });
    await user.click(screen.getByRole('button', { name: 'Offers near me' }));
    const near = await screen.findByRole('article', { name: 'Offer near-1' });
    expect(within(near).getByText('0.8 km away, Mumbai')).toBeInTheDocument();
    expect(Object.fromEntries(api.requests(NEARBY)[0]!.url.searchParams)).toEqual({ lat: '19.0760', lng: '72.8777' });
    await user.click(screen.getByRole('button', { name: 'Show all offers' }));
    expect(await screen.findByRole('article', { name: 'Offer o1' })).toBeInTheDocument();
  });

  it('falls back to the city picker when the location is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError),
      },
    });
    const { user, api } = renderPage();
    await screen.findByRole('article', { name: 'Offer o1' });
    await user.click(screen.getByRole('button', { name: 'Offers near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.offersLocationUnavailable);
    await user.selectOptions(screen.getByLabelText('City'), 'Pune');
    await expect.poll(() => lastQuery(api)).toEqual({ city: 'Pune', page: '1' });
  });
});
