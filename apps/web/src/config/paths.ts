import { bookingKinds, checkoutMessageRoute } from '@portal/contract';

const turfPaths = bookingKinds.TurfEnquiry.paths;
const t20Paths = bookingKinds.T20Enquiry.paths;

/** The spec's route table (spec 01 §2, spec 02 §2), in one place. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  golf: '/golf',
  golfCheckout: (enquiryId: string) => `/golf/${enquiryId}/checkout`,
  golfBookings: '/golf-bookings',
  golfCheckoutMessage: checkoutMessageRoute('GolfEnquiry'),
  airportConcierge: '/airport-concierge-service',
  airportConciergeCheckout: (enquiryId: string) => `/airport-vip-privileges/${enquiryId}/checkout`,
  airportConciergeBookings: '/airport-concierge-service-bookings',
  flightBookings: '/flight-bookings',
  airportConciergeCheckoutMessage: checkoutMessageRoute('AirportVipPrivilege'),
  airportTransfers: '/airport-transfers',
  airportTransferCheckout: (enquiryId: string) => `/airport-transfers/${enquiryId}/checkout`,
  airportTransferBookings: '/airport-transfer-bookings',
  airportTransferCheckoutMessage: checkoutMessageRoute('AirportTransfer'),
  turf: turfPaths.landing,
  turfCheckout: turfPaths.checkout,
  turfBookings: turfPaths.list,
  turfCheckoutMessage: checkoutMessageRoute('TurfEnquiry'),
  t20: t20Paths.landing,
  t20Checkout: t20Paths.checkout,
  t20Bookings: t20Paths.list,
  t20CheckoutMessage: checkoutMessageRoute('T20Enquiry'),
  info: {
    terms: '/info/terms-and-conditions',
    privacy: '/info/privacy-policy',
    cancellation: '/info/cancellation-policy',
    contact: '/info/contact-us',
  },
  profile: '/profile',
  settings: '/settings',
  notFound: '/404',
  maintenance: '/maintenance',
  noResult: '/noresult',
  ops: '/ops',
  // Issue 19: the rewards (tours and activities, staycations, expeditions) and the one cart.
  tours: '/tours',
  tour: (id: string) => `/tours/${id}`,
  staycations: '/staycations',
  hotel: (hotelId: string) => `/staycations/${hotelId}`,
  expeditions: '/expeditions',
  expedition: (id: string) => `/expeditions/${id}`,
  cart: '/cart',
  cartCheckout: (checkoutId: string) => `/cart/checkout/${checkoutId}`,
} as const;
