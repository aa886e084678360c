/**
 * The spec's route table (spec 01 §2, spec 02 §2), in one place; each booking kind's pages are its registry
 * entry's (`bookingKinds[type].paths`).
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  flightBookings: '/flight-bookings',
  myBookings: '/my-bookings',
  info: {
    terms: '/info/terms-and-conditions',
    privacy: '/info/privacy-policy',
    cancellation: '/info/cancellation-policy',
    contact: '/info/contact-us',
  },
  // Issue 18: the offers console (merchant and programme admin) inside /ops.
  opsMerchants: '/ops/merchants',
  opsApprovals: '/ops/offers-to-approve',
  opsClientSettings: '/ops/client-settings',
  opsOffers: '/ops/offers',
  opsNewOffer: '/ops/offers/new',
  opsOffer: (id: string) => `/ops/offers/${id}`,
  opsRedemptions: '/ops/redemptions',
  opsSetPassword: '/ops/set-password',
  /** Issue 27: the programme admin's ledger. */
  opsLedger: '/ops/ledger',
  // Issue 29: console passwords (forgotten, reset by the e-mailed link, changed) and a cardholder's e-mail check.
  opsForgotPassword: '/ops/forgot-password',
  opsResetPassword: '/ops/reset-password',
  opsChangePassword: '/ops/change-password',
  verifyEmail: '/verify-email',
  profile: '/profile',
  settings: '/settings',
  notFound: '/404',
  maintenance: '/maintenance',
  noResult: '/noresult',
  ops: '/ops',
  offers: '/offers',
  offer: (id: string) => `/offers/${id}`,
  myBenefits: '/my-benefits',
  // Issue 19: the rewards (tours and activities, staycations, expeditions) and the one cart.
  tours: '/tours',
  tour: (id: string) => `/tours/${id}`,
  staycations: '/staycations',
  hotel: (hotelId: string) => `/staycations/${hotelId}`,
  expeditions: '/expeditions',
  expedition: (id: string) => `/expeditions/${id}`,
  cart: '/cart',
  cartCheckout: (checkoutId: string) => `/cart/checkout/${checkoutId}`,
  // Issue 29: walletbuddy, the cardholder's gift cards and a gift card bought by card.
  wallet: '/wallet',
  walletPurchase: (purchaseId: string) => `/wallet/purchases/${purchaseId}`,
} as const;
