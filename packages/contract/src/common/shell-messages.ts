/**
 * The catalogue's few strings that code on the first page load needs: the app shell's (the route error, the
 * 401 and session-expiry toasts) and the kind registry's next steps (the router and paths read the registry).
 * They sit in their own module so the home page does not load the whole catalogue (e2e/web-budget.test.ts);
 * `messages` spreads them in, so everyone else reads them from there as usual.
 */
export const shellMessages = {
  somethingWentWrong: 'Something went wrong! Please try again after sometime.',
  pleaseLogin: 'Please login to continue.',
  signedOutSessionExpired: 'Your session has expired, so you have been logged out. Please log in again.',
  // spec 01 §2 — the header and the profile menu
  eligibleCards: 'Eligible Cards',
  logIn: 'Log In',
  manageBookings: 'Manage Bookings',
  lastLogin: 'Last Login',
} as const;

/** Not the spec's: what happens after paying, per kind (bookings list and checkout). */
export const nextStepMessages = {
  nextStepGolf: 'The course confirms within 48 hours of your payment.',
  nextStepAirport: 'You will get a confirmation e-mail at least 15 hours before travel.',
  nextStepTurf: 'The venue confirms your slot within 24 hours of your payment.',
  nextStepT20: 'We confirm your tickets within 72 hours of your payment, and at least 48 hours before the match.',
} as const;
