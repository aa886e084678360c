import { checkoutMessageRoute } from '@portal/contract';

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
} as const;
