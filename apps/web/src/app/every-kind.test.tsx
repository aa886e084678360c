import { render, screen, within } from '@testing-library/react';
import {
  bookingKind,
  bookingKinds,
  bookingStatusLabels,
  bookingTypes,
  checkoutMessageRoute,
  timelineKindLabel,
  type BookingListItem,
  type BookingType,
  type CardProduct,
  type UserBooking,
} from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kindIcons } from '@/components/kind-visuals/kind-icons';
import { kindPictures } from '@/components/kind-visuals/kind-pictures';
import KindBookingsPage from '@/features/bookings/pages/kind-bookings-page';
import MemberHome from '@/features/home/components/member-home';
import { PublicHome } from '@/features/home/components/public-home';
import { KindIcon } from '@/components/kind-visuals/kind-icon';
import { requestInfoRows } from '@/features/ops/components/request-info';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { bookingsLinks, categoryLinks } from './layout/nav-items';
import { routes } from './router';
import type { RouteObject } from '@/lib/router';
import { signedInUser } from '@/test/signed-in-user';

/*
 * Issue 28: every kind of the registry walked through every surface of the web app, so a kind the registry
 * gains but a surface forgets fails here by name (the member home once crashed on one). The API's surfaces:
 * apps/api/src/every-kind.test.ts.
 */
const user = signedInUser();
const everyKindCard: CardProduct = {
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
  benefits: Object.fromEntries(bookingTypes.map((type) => [bookingKinds[type].allowance, 5])) as CardProduct['benefits'],
};
const client = reply(200, {
  data: { programme_name: 'Privileges', logo_url: '/logo.svg', helpline: '1800 103 4962', concierge_email: 'concierge@example.com' },
});

/** Something staff could have sent for each of the kind's confirmation fields. */
const confirmationOf = (type: BookingType) =>
  Object.fromEntries(Object.keys(bookingKinds[type].confirmationLabels).map((key) => [key, `${type} ${key} value`]));

/** A confirmed booking of the kind, at a place its title key names, with every confirmation detail. */
const bookingOf = (type: BookingType, days = 4): BookingListItem => ({
  id: `id-${type}`,
  reference: `${bookingKinds[type].referencePrefix}-0001`,
  type,
  status: 'confirmed',
  status_label: bookingStatusLabels.confirmed,
  booking_date_time: 'Thu, 10 Jun 2027 7:00:00 pm',
  service_at: new Date(Date.now() + days * 86_400_000).toISOString(),
  city: 'Mumbai',
  request_info: { [bookingKinds[type].titleKey]: `The ${type} place`, city: 'Mumbai' },
  fee: bookingKinds[type].feeRupees,
  fee_paid: bookingKinds[type].feeRupees,
  actions: [],
  cardholder_events: [],
  confirmation_details: confirmationOf(type),
  refunds: [],
  created_at: new Date().toISOString(),
});

const everyPath = (list: RouteObject[]): string[] => list.flatMap((route) => [route.path ?? '', ...everyPath(route.children ?? [])]);

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', user);
});
afterEach(() => storage.clearAll());

describe.each(bookingTypes)('the kind %s, through every surface of the web app', (type) => {
  const kind = bookingKinds[type];

  it('has its pages routed (landing, checkout, list, the gateway return), its menu entries, icon and picture', () => {
    const paths = everyPath(routes);
    for (const path of [kind.paths.landing, kind.paths.checkout(':enquiry_id'), kind.paths.list, checkoutMessageRoute(type)])
      expect(paths).toContain(path);
    const { menu } = bookingKind(type);
    expect(categoryLinks).toContainEqual({ label: menu.category, to: menu.categoryTo ?? kind.paths.landing });
    expect(bookingsLinks).toContainEqual({ label: kind.menu.bookings, to: kind.paths.list });
    expect(kindIcons[type]).toBeDefined();
    expect(kindPictures[type].name).toBe(kind.picture);
    const { container } = render(<KindIcon kind={type} />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(timelineKindLabel(type)).toBe(kind.label);
  });

  it('shows on the member home: its tile (remaining of total, a Book button) and its upcoming booking', async () => {
    stubFetch({
      'GET /api/core/client': client,
      'GET /api/core/cards': reply(200, { data: [everyKindCard] }),
      'POST /api/booking/:family/check_bin': reply(200, {
        status: 'success',
        msg: 'ok',
        bookings_count: { eligibility_count: 5, availed: 1, pending: 4 },
      }),
      // The timeline: the next booking and the upcoming list (issue 30).
      'GET /api/booking/my_bookings': reply(200, {
        data: [
          {
            id: `id-${type}`,
            reference: `${kind.referencePrefix}-0001`,
            booking_type: type,
            title: `The ${type} place`,
            status: 'requested',
            status_label: bookingStatusLabels.requested,
            service_at: new Date(Date.now() + 4 * 86_400_000).toISOString(),
            amount: kind.feeRupees,
            currency: 'INR',
            voucher_code: null,
            created_at: new Date().toISOString(),
          } satisfies UserBooking,
        ],
      }),
      // The member home's wallet reads (issue 30), empty here.
      'GET /api/offer/walletbuddy/cards': reply(200, { data: [] }),
      'GET /api/offer/redemptions': reply(200, { data: [] }),
    });
    renderWithProviders(<MemberHome user={user} />, { route: '/' });
    const tile = await screen.findByRole('article', { name: kind.home.title });
    expect(await within(tile).findByRole('meter', { name: `${kind.home.title}: 4 of 5 ${kind.home.unit} left` })).toBeVisible();
    expect(within(tile).getByRole('link', { name: kind.home.book })).toHaveAttribute('href', kind.paths.landing);
    const upcoming = screen.getByRole('region', { name: 'Upcoming bookings' });
    const item = (await within(upcoming).findByText(`The ${type} place`)).closest('li')!;
    expect(within(item).getByRole('link')).toHaveAttribute('href', kind.paths.list);
  });

  it('shows on the signed-out home with its picture, what it costs and a way in', () => {
    stubFetch({ 'GET /api/core/client': client });
    storage.clearAll();
    renderWithProviders(<PublicHome />, { route: '/' });
    const card = screen.getByRole('heading', { level: 3, name: kind.home.title }).closest('article')!;
    expect(within(card).getByText(kind.home.fee)).toBeVisible();
    expect(within(card).getByRole('link', { name: kind.home.cta })).toHaveAttribute('href', kind.paths.landing);
    expect(card.querySelector('img')?.getAttribute('src')).toContain(`/images/${kind.picture}-`);
  });

  it('lists a confirmed booking on its own list page, named by what it is at, every confirmation detail labelled', async () => {
    stubFetch({ 'GET /api/booking/bookings': reply(200, { data: [bookingOf(type)] }) });
    const { user: clicker } = renderWithProviders(<KindBookingsPage />, { route: kind.paths.list });
    expect(await screen.findByRole('heading', { level: 1, name: kind.listTitle })).toBeVisible();
    const card = await screen.findByRole('article', { name: `The ${type} place` });
    await clicker.click(within(card).getByRole('button', { name: /Show details/ }));
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(expect.arrayContaining(Object.values(kind.confirmationLabels)));
    for (const key of Object.keys(kind.confirmationLabels)) expect(terms).not.toContain(key);
  });

  it('gives staff every request field it declares under its label, and hides the ids it names', () => {
    const info = Object.fromEntries([...Object.keys(kind.staffFields), ...kind.staffHidden].map((key) => [key, `${key} value`]));
    const rows = requestInfoRows(type, info);
    expect(rows.map(([label]) => label)).toEqual(Object.values(kind.staffFields).map((field) => field.label));
    for (const hidden of kind.staffHidden) expect(rows.map(([label]) => label)).not.toContain(hidden);
  });
});
