import { bookingKind, bookingKinds, bookingTypes, checkoutMessageRoute, type BookingType, type KindShape } from '@portal/contract';
import { paths } from '@/config/paths';
import HomePage from '@/features/home/pages/home-page';
import { lazyRoute, type LoaderArgs, type RouteObject } from '@/lib/router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/** Each feature's pages load as their own chunk, only when visited; the home page, the usual landing, comes with the app. */
const page = (load: PageModule) => ({ Component: lazyRoute(load) });

type DataModule = () => Promise<{ default: (args: LoaderArgs) => void }>;

/**
 * A route's loader (issue 31): its data is asked for as soon as the address matches, beside the page's chunk, not
 * after it has loaded and rendered. The loader is its own small chunk: the home page does not carry it.
 */
const data = (load: DataModule) => ({ loader: (args: LoaderArgs) => load().then(({ default: loader }) => loader(args)) });

const checkoutMessagePage = page(() => import('@/features/bookings/pages/checkout-message-page'));
const kindBookingsPage = page(() => import('@/features/bookings/pages/kind-bookings-page'));

type KindPageModule = () => Promise<{ default: React.ComponentType<{ type: BookingType; shaped: never }> }>;

/** A kind's landing or checkout: its shape's page, told which kind it shows and, for a shared shape, its facts. */
const kindPage = (load: KindPageModule, type: BookingType) =>
  page(() =>
    Promise.all([load(), bookingKind(type).shaped?.()]).then(([{ default: Page }, shaped]) => ({
      default: () => <Page type={type} shaped={shaped as never} />,
    })),
  );

/** The pages of each shape (the registry's `shape`); a shape without them fails typecheck. Kinds of a shape share them. */
const shapePages: Record<KindShape, { landing: KindPageModule; checkout: KindPageModule; landingData?: DataModule }> = {
  golf: {
    landing: () => import('@/features/golf/pages/golf-page'),
    checkout: () => import('@/features/golf/pages/golf-checkout-page'),
    landingData: () => import('@/features/golf/pages/golf-page-data'),
  },
  'airport-concierge': {
    landing: () => import('@/features/airport-concierge/pages/concierge-landing-page'),
    checkout: () => import('@/features/airport-concierge/pages/concierge-checkout-page'),
  },
  'airport-transfer': {
    landing: () => import('@/features/airport-transfers/pages/airport-transfers-page'),
    checkout: () => import('@/features/airport-transfers/pages/transfer-checkout-page'),
  },
  'venue-slot': {
    landing: () => import('@/features/bookings/shapes/venue-slot/venue-slot-landing-page'),
    checkout: () => import('@/features/bookings/shapes/venue-slot/venue-slot-checkout-page'),
  },
  'fixture-tickets': {
    landing: () => import('@/features/bookings/shapes/fixture-tickets/fixture-tickets-landing-page'),
    checkout: () => import('@/features/bookings/shapes/fixture-tickets/fixture-tickets-checkout-page'),
  },
};
const landingData = (load: DataModule | undefined) => (load ? data(load) : {});
const offersConsole = page(() => import('@/features/ops/pages/offers-console-page'));

/** Tried in order: specific paths first, the catch-all `*` last. */
export const routes: RouteObject[] = [
  { path: `${paths.ops}/sign-in`, errorElement: <RouteError />, ...page(() => import('@/features/ops/pages/ops-sign-in-page')) },
  { path: paths.opsSetPassword, errorElement: <RouteError />, ...page(() => import('@/features/ops/pages/ops-set-password-page')) },
  { path: paths.opsForgotPassword, errorElement: <RouteError />, ...page(() => import('@/features/ops/pages/ops-forgot-password-page')) },
  { path: paths.opsResetPassword, errorElement: <RouteError />, ...page(() => import('@/features/ops/pages/ops-reset-password-page')) },
  {
    path: paths.ops,
    errorElement: <RouteError />,
    ...page(() => import('@/features/ops/components/ops-layout')),
    children: [
      { index: true, ...page(() => import('@/features/ops/pages/ops-queue-page')) },
      { path: 'bookings/:id', ...page(() => import('@/features/ops/pages/ops-booking-page')) },
      { path: 'staff', ...page(() => import('@/features/ops/pages/ops-staff-page')) },
      { path: 'ledger', ...page(() => import('@/features/ops/pages/ops-ledger-page')) },
      { path: 'change-password', ...page(() => import('@/features/ops/pages/ops-change-password-page')) },
      // Issue 18's offers console: one entry point here, each page still its own chunk (the home page carries this table).
      ...['merchants', 'offers-to-approve', 'client-settings', 'offers', 'offers/:id', 'redemptions'].map((path) => ({
        path,
        ...offersConsole,
      })),
    ],
  },
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, Component: HomePage },
      { path: paths.homeAlias, Component: HomePage },
      { path: '/info/:slug', ...page(() => import('@/features/info/pages/info-page')) },
      // Every kind's landing, checkout and list, at its registry paths.
      ...bookingTypes.flatMap((type) => [
        {
          path: bookingKinds[type].paths.landing,
          ...kindPage(shapePages[bookingKinds[type].shape].landing, type),
          ...landingData(shapePages[bookingKinds[type].shape].landingData),
        },
        { path: bookingKinds[type].paths.checkout(':enquiry_id'), ...kindPage(shapePages[bookingKinds[type].shape].checkout, type) },
        { path: bookingKinds[type].paths.list, ...kindBookingsPage },
      ]),
      { path: paths.flightBookings, ...kindBookingsPage },
      {
        path: paths.myBookings,
        ...page(() => import('@/features/my-bookings/pages/my-bookings-page')),
        ...data(() => import('@/features/my-bookings/pages/my-bookings-page-data')),
      },
      // Every kind's gateway return lands on the one checkout message page.
      ...bookingTypes.map((type) => ({ path: checkoutMessageRoute(type), ...checkoutMessagePage })),
      { path: '/payments/:bookingId', ...page(() => import('@/features/bookings/pages/pay-booking-page')) },
      {
        path: paths.offers,
        ...page(() => import('@/features/offers/pages/offers-page')),
        ...data(() => import('@/features/offers/pages/offers-page-data')),
      },
      { path: paths.offer(':id'), ...page(() => import('@/features/offers/pages/offer-page')) },
      { path: paths.myBenefits, ...page(() => import('@/features/offers/pages/my-benefits-page')) },
      { path: paths.wallet, ...page(() => import('@/features/wallet/pages/wallet-page')) },
      { path: paths.walletPurchase(':id'), ...page(() => import('@/features/wallet/pages/purchase-page')) },
      {
        path: paths.tours,
        ...page(() => import('@/features/tours/pages/tours-page')),
        ...data(() => import('@/features/tours/pages/tours-page-data')),
      },
      { path: paths.tour(':id'), ...page(() => import('@/features/tours/pages/tour-page')) },
      { path: paths.staycations, ...page(() => import('@/features/staycations/pages/staycations-page')) },
      { path: paths.hotel(':hotelId'), ...page(() => import('@/features/staycations/pages/hotel-page')) },
      { path: paths.expeditions, ...page(() => import('@/features/expeditions/pages/expeditions-page')) },
      { path: paths.expedition(':id'), ...page(() => import('@/features/expeditions/pages/expedition-page')) },
      { path: paths.cart, ...page(() => import('@/features/cart/pages/cart-page')) },
      { path: paths.cartCheckout(':id'), ...page(() => import('@/features/cart/pages/checkout-page')) },
      { path: paths.profile, ...page(() => import('@/features/profile/pages/profile-page')) },
      { path: paths.verifyEmail, ...page(() => import('@/features/identity/pages/verify-email-page')) },
      { path: paths.settings, ...page(() => import('@/features/settings/pages/settings-page')) },
      { path: paths.maintenance, ...page(() => import('@/app/pages/maintenance-page')) },
      { path: paths.noResult, ...page(() => import('@/app/pages/no-result-page')) },
      { path: paths.notFound, ...page(() => import('@/app/pages/not-found-page')) },
      { path: '*', ...page(() => import('@/app/pages/not-found-page')) },
    ],
  },
];
