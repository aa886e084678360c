import { screen, within } from '@testing-library/react';
import { bookingKinds, bookingTypes, paidBookingKinds, type CardProduct, type UserBooking } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import MemberHome from './member-home';
import { signedInUser } from '@/test/signed-in-user';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const user = signedInUser();

const card = (benefits: Partial<CardProduct['benefits']>): CardProduct => ({
  id: 'reserve',
  name: 'Reserve',
  bin: '41000001',
  bin_type: 'first8',
  align: 'horizontal',
  image: '/cards/reserve.png',
  network: 'visa',
  category: 'credit',
  link: 'https://bank.example/reserve',
  golf_partner_redirect: null,
  in_menu: true,
  benefits: {
    golf_rounds_per_year: 0,
    airport_concierge_sessions_per_year: 0,
    airport_transfers_per_year: 0,
    turf_slots_per_year: 0,
    t20_tickets_per_year: 0,
    ...benefits,
  },
});

/** Every kind's check_bin answers with this year's counts: `used` of `total`. */
const counts = (total: number, used: number) =>
  reply(200, { status: 'success', msg: 'ok', bookings_count: { eligibility_count: total, availed: used, pending: total - used } });

const client = reply(200, {
  data: { programme_name: 'Privileges', logo_url: '/logo.svg', helpline: '1800 103 4962', concierge_email: 'concierge@example.com' },
});

/** The wallet's reads with nothing held: no timeline, no gift cards, no offers. */
const emptyWallet = {
  'GET /api/booking/my_bookings': reply(200, { data: [] }),
  'GET /api/offer/walletbuddy/cards': reply(200, { data: [] }),
  'GET /api/offer/redemptions': reply(200, { data: [] }),
};

const timelineEntry = (over: Partial<UserBooking>): UserBooking => ({
  id: 'stay1',
  reference: 'HTL-STAY1',
  booking_type: 'HotelBooking',
  title: 'The Sands, Goa',
  status: 'confirmed',
  status_label: 'Confirmed',
  service_at: inDays(2),
  amount: 24500,
  currency: 'INR',
  voucher_code: 'V-1',
  created_at: inDays(-3),
  ...over,
});

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', user);
});
afterEach(() => storage.clearAll());

describe('MemberHome', () => {
  // Ten requests and five tiles: more than the default 5 s on a loaded machine.
  // Ten requests and five tiles: more than the default 5 s on a loaded machine.
  it(
    'shows bookings of every kind among the upcoming ones, soonest first, and every kind the card includes as remaining of total',
    { timeout: 20_000 },
    async () => {
      const api = stubFetch({
        'GET /api/core/client': client,
        'GET /api/core/cards': reply(200, {
          data: [
            card({
              golf_rounds_per_year: 12,
              airport_concierge_sessions_per_year: 4,
              airport_transfers_per_year: 2,
              turf_slots_per_year: 12,
              t20_tickets_per_year: 4,
            }),
          ],
        }),
        'POST /api/booking/golf_enquiries/check_bin': counts(12, 1),
        'POST /api/booking/airport_vip_privileges_enquiries/check_bin': counts(4, 0),
        'POST /api/booking/airport_transfers/check_bin': counts(2, 0),
        'POST /api/booking/turf_enquiries/check_bin': counts(12, 1),
        'POST /api/booking/t20_enquiries/check_bin': counts(4, 2),
        ...emptyWallet,
        'GET /api/booking/my_bookings': reply(200, {
          data: [
            timelineEntry({
              id: 't201',
              reference: 'T20-T201',
              booking_type: 'T20Enquiry',
              title: 'Mumbai v Chennai',
              service_at: inDays(9),
            }),
            timelineEntry({ id: 'old', title: 'Old Delhi walk', booking_type: 'TourBooking', status: 'completed', service_at: inDays(-4) }),
            timelineEntry({
              id: 'turf1',
              reference: 'TUF-TURF1',
              booking_type: 'TurfEnquiry',
              title: 'Dadar Sports Arena',
              service_at: inDays(3),
            }),
            timelineEntry({ id: 'stay1', reference: 'HTL-STAY1', title: 'The Sands, Goa', service_at: inDays(5) }),
          ],
        }),
      });
      renderWithProviders(<MemberHome user={user} />, { route: '/' });

      const upcoming = await screen.findByRole('region', { name: 'Upcoming bookings' });
      const turf = await within(upcoming).findByText('Dadar Sports Arena');
      expect(turf.closest('li')).toHaveTextContent(`${bookingKinds.TurfEnquiry.label} ·`);
      expect(within(upcoming).getByText('Mumbai v Chennai').closest('li')).toHaveTextContent(bookingKinds.T20Enquiry.label);
      // A paid stay is upcoming too (issue 30: the home said "No upcoming bookings." under a stay as the next booking).
      expect(within(upcoming).getByText('The Sands, Goa').closest('li')).toHaveTextContent('Confirmed');
      expect(within(upcoming).getByRole('link', { name: /View\s*TUF-TURF1/ })).toHaveAttribute('href', bookingKinds.TurfEnquiry.paths.list);
      expect(within(upcoming).getByRole('link', { name: /View\s*T20-T201/ })).toHaveAttribute('href', bookingKinds.T20Enquiry.paths.list);
      expect(within(upcoming).getByRole('link', { name: /View\s*HTL-STAY1/ })).toHaveAttribute('href', '/my-bookings');
      // Soonest first, across kinds; the past one is not here.
      expect(
        within(upcoming)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('span span')?.textContent),
      ).toEqual(['Dadar Sports Arena', 'The Sands, Goa', 'Mumbai v Chennai']);

      const holdings = screen.getByRole('region', { name: /Your benefits in/ });
      for (const type of bookingTypes) {
        expect(within(holdings).getByRole('article', { name: bookingKinds[type].home.title })).toBeVisible();
      }
      const turfTile = within(holdings).getByRole('article', { name: bookingKinds.TurfEnquiry.home.title });
      expect(await within(turfTile).findByRole('meter', { name: /11 of 12 slots left/ })).toBeVisible();
      const t20Tile = within(holdings).getByRole('article', { name: bookingKinds.T20Enquiry.home.title });
      expect(await within(t20Tile).findByRole('meter', { name: /2 of 4 tickets left/ })).toBeVisible();
      expect(within(t20Tile).getByRole('link', { name: bookingKinds.T20Enquiry.home.book })).toHaveAttribute('href', '/t20');
      // The next booking and the upcoming list read one answer.
      expect(api.requests('GET /api/booking/my_bookings')).toHaveLength(1);
    },
  );

  it('gives a kind the card does not include no Book button and asks no check_bin for it', async () => {
    const api = stubFetch({
      'GET /api/core/client': client,
      'GET /api/core/cards': reply(200, { data: [card({ golf_rounds_per_year: 6 })] }),
      'POST /api/booking/golf_enquiries/check_bin': counts(6, 0),
      ...emptyWallet,
    });
    renderWithProviders(<MemberHome user={user} />, { route: '/' });

    const holdings = await screen.findByRole('region', { name: /Your benefits in/ });
    const golf = within(holdings).getByRole('article', { name: bookingKinds.GolfEnquiry.home.title });
    expect(await within(golf).findByRole('meter', { name: /6 of 6 rounds left/ })).toBeVisible();
    expect(within(golf).getByRole('link', { name: bookingKinds.GolfEnquiry.home.book })).toBeVisible();
    for (const type of bookingTypes.filter((t) => t !== 'GolfEnquiry')) {
      const tile = within(holdings).getByRole('article', { name: bookingKinds[type].home.title });
      expect(within(tile).getByText('Not included with your card.')).toBeVisible();
      expect(within(tile).queryByRole('link')).not.toBeInTheDocument();
    }
    expect(await screen.findByText('No upcoming bookings.')).toBeVisible();
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/check_bin')).map((c) => c.url.pathname)).toEqual([
      '/api/booking/golf_enquiries/check_bin',
    ]);
  });

  it('is a wallet: the card face masked past the first 8 digits, the next booking of any kind as a card, gift cards and offers held', async () => {
    stubFetch({
      'GET /api/core/client': reply(200, {
        data: {
          programme_name: 'Privileges',
          bank_name: 'Axis Bank',
          logo_url: '/logo.svg',
          helpline: '1800 103 4962',
          concierge_email: 'c@example.com',
        },
      }),
      'GET /api/core/cards': reply(200, { data: [card({ golf_rounds_per_year: 6 })] }),
      'POST /api/booking/golf_enquiries/check_bin': counts(6, 0),
      'GET /api/booking/my_bookings': reply(200, {
        data: [
          timelineEntry({ id: 'old', title: 'Old Delhi walk', booking_type: 'TourBooking', status: 'completed', service_at: inDays(-4) }),
          timelineEntry({
            id: 'golf1',
            reference: 'GLF-1',
            booking_type: 'GolfEnquiry',
            title: 'DLF Golf & Country Club',
            service_at: inDays(9),
          }),
          timelineEntry({
            id: 'vip1',
            reference: 'AVP-1',
            booking_type: 'AirportVipPrivilege',
            title: 'Mumbai airport',
            service_at: inDays(1),
            confirmed_details: [
              { label: 'Greeter', value: 'Ravi Kumar' },
              { label: 'Meeting point', value: 'Gate 4, arrivals' },
            ],
          }),
          timelineEntry({}),
        ],
      }),
      'GET /api/offer/walletbuddy/cards': reply(200, {
        data: [
          {
            id: 'g1',
            offer_id: 'o1',
            brand: 'Croma',
            source: 'bought',
            code: 'C-1',
            pin: '1234',
            face_value: 2000,
            balance: 1500,
            expires_on: '2027-12-31',
            balance_from: 'provider',
            issued_at: inDays(-2),
          },
        ],
      }),
      'GET /api/offer/redemptions': reply(200, {
        data: [
          {
            id: 'r1',
            offer_id: 'o2',
            offer_name: '15% off dinner',
            merchant_name: 'Olive Bistro',
            status: 'completed',
            gift_card_id: null,
            created_at: inDays(-1),
          },
          {
            id: 'r2',
            offer_id: 'o3',
            offer_name: 'Never confirmed',
            merchant_name: 'Nobody',
            status: 'otp_sent',
            gift_card_id: null,
            created_at: inDays(-1),
          },
        ],
      }),
    });
    renderWithProviders(<MemberHome user={user} />, { route: '/' });

    // The face: bank and network, card name, the number as far as the portal knows it (the spec's first 8).
    expect(await screen.findByTestId('member-card-number')).toHaveTextContent('4100 0001 •••• ••••');
    expect(screen.getByText('Axis Bank · Visa')).toBeVisible();
    expect(screen.getByTestId('member-card-name')).toHaveTextContent('Reserve');

    // The next booking, whatever its kind: the soonest still to come, as a card with what staff confirmed.
    const next = await screen.findByRole('region', { name: 'Your next booking' });
    const nextCard = within(next).getByRole('article', { name: 'Mumbai airport' });
    expect(nextCard).toHaveTextContent(bookingKinds.AirportVipPrivilege.label);
    expect(nextCard).toHaveTextContent('AVP-1');
    // Its status in the colours of the one status language, as /my-bookings shows it (issue 30: a grey 'Confirmed').
    expect(within(nextCard).getByText('Confirmed').parentElement).toHaveAttribute('data-tone', 'good');
    expect(within(nextCard).getByText('Greeter').nextElementSibling).toHaveTextContent('Ravi Kumar');
    expect(within(next).getByRole('link', { name: 'All my bookings' })).toHaveAttribute('href', '/my-bookings');

    // What the wallet holds: the gift card with its balance, the offer redeemed; not one never confirmed.
    const wallet = screen.getByRole('region', { name: 'Offers and gift cards you hold' });
    const held = await within(wallet).findByRole('list', { name: 'Offers and gift cards you hold' });
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span span')?.textContent),
    ).toEqual(['Croma gift card', '15% off dinner']);
    expect(within(held).getByText(/Rs.1,500 left/)).toBeVisible();
    expect(within(held).getByRole('link', { name: /Open\s*Croma gift card/ })).toHaveAttribute('href', '/wallet');
    expect(within(held).getByRole('link', { name: /Show\s*15% off dinner/ })).toHaveAttribute('href', '/my-benefits');
    // A card with allowances is not sent elsewhere first.
    expect(screen.queryByRole('region', { name: 'What you can use today' })).not.toBeInTheDocument();
  });

  it("draws a paid kind's icon on the next booking's card, as /my-bookings does (it showed none)", async () => {
    stubFetch({
      'GET /api/core/client': client,
      'GET /api/core/cards': reply(200, { data: [card({})] }),
      ...emptyWallet,
      'GET /api/booking/my_bookings': reply(200, { data: [timelineEntry({ service_at: inDays(2) })] }),
    });
    renderWithProviders(<MemberHome user={user} />, { route: '/' });

    const next = await screen.findByRole('region', { name: 'Your next booking' });
    const kindLine = within(next).getByText(paidBookingKinds.HotelBooking.label);
    expect(kindLine.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a card with no allowances what it can use today (offers, rewards), and an empty wallet where to start', async () => {
    const api = stubFetch({
      'GET /api/core/client': client,
      'GET /api/core/cards': reply(200, { data: [card({})] }),
      ...emptyWallet,
    });
    renderWithProviders(<MemberHome user={user} />, { route: '/' });

    const today = await screen.findByRole('region', { name: 'What you can use today' });
    expect(
      within(today)
        .getAllByRole('link')
        .map((link) => [link.querySelector('span')?.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Offers', '/offers'],
      ['Tours and activities', '/tours'],
      ['Luxury staycations', '/staycations'],
      ['Gift cards', '/wallet'],
    ]);
    const wallet = screen.getByRole('region', { name: 'Offers and gift cards you hold' });
    expect(await within(wallet).findByText(/No offers or gift cards yet/)).toBeVisible();
    expect(within(wallet).getByRole('link', { name: "See today's offers" })).toHaveAttribute('href', '/offers');
    // Every kind is still listed (the registry's), none bookable; nothing ahead, so no next booking card.
    const holdings = screen.getByRole('region', { name: /Your benefits in/ });
    expect(within(holdings).getAllByText('Not included with your card.')).toHaveLength(bookingTypes.length);
    expect(await screen.findByText('No upcoming bookings.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your next booking' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.pathname.endsWith('/check_bin'))).toEqual([]);
  });
});
