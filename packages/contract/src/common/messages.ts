/**
 * Every user-facing string of the spec, word for word (typos included: the spec is the contract).
 * Web and API both read from here; never inline one of these strings elsewhere.
 */
export const messages = {
  // spec 01 — sign-in
  invalidBin: 'Invalid bin',
  otpRequestLimit: 'OTP Request limit exceeded. Please try after 30 mins.',
  // Not the spec's: the SMS provider failed twice, which is not the cardholder's limit.
  // Not the spec's: what the bookings list says of a fee given back.
  refundRequested: (amount: string, on: string) => `Refund of ${amount} requested on ${on}`,
  refundSettled: (amount: string, on: string) => `Refund of ${amount} refunded on ${on}`,
  refundDelayed: (amount: string) => `Refund of ${amount} is delayed: our team is following it up with the bank.`,
  // Not the spec's: the server's disk is full; nothing was booked.
  storageFull: 'We could not keep your files just now, so nothing was booked. Please try again in a while.',
  // Not the spec's: the database is away for a moment (a restart); the answer carries Retry-After.
  serviceUnavailable: 'The service is busy for a moment. Please try again in a few seconds.',
  smsNotDelivered: 'We could not send the code just now. Please try again in a minute.',
  otpCheck: 'Please check the entered OTP.',
  otpMaxAttempts: (minutes: number) =>
    `Sorry, you have reached the max OTP attempts. Please retry after ${minutes} minutes.`,
  acceptTerms: 'Please accept terms and conditions.',
  otpRequired: 'OTP is required',
  otpSixDigits: 'OTP must contain 6 digits',
  loggedIn: 'Logged in successfully.',

  // spec 02 — landings and toasts
  golfHero: 'Tee-off with a master stroke',
  golfEnquirySubmitted: 'Enquiry submitted successfully.',
  somethingWentWrong: 'Something went wrong! Please try again after sometime.',
  somethingWentWrongPlay: 'Something went wrong, please try again after sometime',
  airportEnquirySubmitted:
    'Thank you for the travel details. You will be sent the service confirmation shortly.',
  pleaseLogin: 'Please login to continue.',
  golfCoursesFetchFailed: 'There was an issue while fetching golf courses',
  binValidationNetwork: 'An issue occured during validation, please try again later.',
  invalidBinDialog: 'Invalid Bin',
  enterValidInformation: 'Please make sure you have entered valid information',
  eligibilityLimitOver: 'You are eligibility booking limit is over',
  transfersBanner: 'Airport Transfers',
  transfersBannerText:
    'Complimentary chauffeured luxury airport pick-ups/drops at locations of your choice to make your journey more comfortable.',
  eligibleAirportsLink: 'List of eligible airports.',
  transferSubmit: 'Pay Rs.1 authentication fee',
  // Designed where spec 02 leaves the wording unshown: the transfer eligibility notice and refusal.
  transferEligibleCards: (cardNames: string) => `Airport transfers are applicable only to the ${cardNames} cards.`,
  transferVehicleWait: (minutes: number) => `The vehicle will wait for a maximum of ${minutes} minutes.`,
  transferPageTitle: 'Airport Transfer Service',
  transferCheckoutTitle: 'Complete your enquiry',
  bookYourTransfer: 'Book your transfer',
  sendBookingRequest: 'Send booking request',
  makePayment: 'Make Payment',
  airportEnquiryCrumb: 'Airport Enquiry',
  numberOfAdults: 'Number of Adults',
  totalCost: 'Total Cost',
  onlineBookingAmount: 'Online Booking Amount',
  guestSuffix: (guests: number) => ` (+${guests} Guest)`,
  freeSessions: (count: number) => `${count} free sessions`,
  sessionsUtilized: (count: number) => `${count} sessions utilized`,
  transferSedanCapacity: 'A sedan holds a maximum of three passengers and two check-in bags.',
  airportAvailabilityNote: (hours: number) =>
    `Availability will be checked and a confirmation email will be sent to you at least ${hours} hours before travel.`,

  // spec 02 §5 — golf forms
  firstNameRequired: 'Please Enter your First Name.',
  lastNameRequired: 'Please Enter your Last Name.',
  mobileRequired: 'Mobile Number is required.',
  mobileInvalid: 'Mobile Number is invalid.',
  golfEmailRequired: 'Please Enter your Email.',
  emailInvalid: 'Invalid email.',
  guestNameRequired: 'Please Enter Guest Name.',
  userTypeRequired: 'Please Select the above.',
  golfCourseRequired: 'Please select Golf Course.',
  bookingDateRequired: 'Please select Booking Date.',
  bookingTimeRequired: 'Please select Booking Time.',
  acceptConditions: 'Accept our conditions.',
  acceptOurConditions: 'Please accept our conditions.',
  golfCourseClosed: 'Selected Golf Course is not operational till 31st March, 2020',

  // spec 02 §5 — airport forms
  emailRequired: 'Email is required.',
  cityRequired: 'City is required.',
  travelTypeRequired: 'Travel type is required.',
  assistanceTypeRequired: 'Assistance type is required.',
  airportRequired: 'Airport is required.',
  vehicleTypeRequired: 'Vehicle type is required.',
  addressRequired: 'Address is required.',
  flightNumberRequired: 'Flight Number is required.',
  travelDateRequired: 'Travel Date is required.',
  bookingTimeRequiredAirport: 'Booking time is required.',
  travelCountRequired: 'Travel Count is required.',
  guestChoiceRequired: 'Please select one option, required.',
  guestNamesRequired: 'Name of guests is required.',
  guestNameRequiredAirport: 'Name of guest is required.',
  ticketsRequired: 'Please upload all tickets for booking.',
  passportRequired: 'Passport is required.',
  guestPassportRequired: 'Passport of guest is required.',
  selectCityAbove: 'Please select city above.',
  fileFormatUnsupported:
    'Selected file format is not supported, Please upload JPG, JPEG, PNG or PDF',
  guestTotalExceeded: 'Total eligibility guest count is exceeded',

  // spec 02 §8 — configured bin messages
  binFirst4Last4:
    '...combination of your mobile number and the first 4 and last 4 digits of your Debit Card number did not get validated. Please try again.',
  binFirst6: 'please re-check the first 6 digits of your card number',
  invalidCard: 'Invalid Card',

  // Not in the spec: our own wording where the spec is silent.
  travelDateTooEarly: 'Please choose a travel date after tomorrow.',
  bookingTimePassed: 'Please choose a later booking time.',
  // Not the spec's: a date inside the advance window (the spec only hides such days); `date` as displayDate gives it.
  chooseDateFrom: (date: string) => `Choose a date from ${date}`,
  // Not the spec's: the date typed into a date field is not a day of the calendar (dd/mm/yyyy).
  dateUnreadable: 'Please enter the date as dd/mm/yyyy.',
  // Not the spec's: the checkout's fee line and its refund rule.
  complimentary: 'Complimentary',
  authenticationFeeRefund: (hours: number) =>
    `Refunded to your card if the provider declines the booking, or if you cancel it at least ${hours} hours before the service.`,
  airportNotOffered: 'This airport does not offer the chosen travel type and assistance.',
  uploadTooLarge: 'The upload is too large.',
  uploadTooMany: 'Too many files in one request.',
  uploadMalformed: 'The upload could not be read. Please try again.',
  requestInvalid: 'Some details are missing or invalid.',
  // Not the spec's: a text field holding a control character (NUL, escape, a C1 code …), which no form can type.
  textControlCharacters: 'Please remove the hidden control characters from this field.',
  notFound: 'We could not find what you asked for.',
  forbidden: 'You do not have access to this.',
  unauthorized: 'Please login to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internalError: 'Something went wrong! Please try again after sometime.',
  // spec 02 §2 payment types
  paymentTypePrefered: 'Prefered',
  paymentTypeCredit: 'Credit',

  // Payments and bookings lists (our wording; the spec shows no success outcome or list texts).
  paymentSucceeded: 'Payment successful. Your booking request has been sent for confirmation.',
  paymentFailedRetry: 'Payment failed. Please try again.',
  paymentAmountMismatch: "The amount does not match this booking's fee.",
  bookingNotPayable: 'This booking does not need a payment.',
  premiumCardsNote: "Only the bank's premium cards are accepted.",
  eligibleCardsLinkText: 'View eligible cards',
  cardNameRequired: 'Name on card is required.',
  cardNumberInvalid: 'Please enter a valid card number.',
  cardExpiryInvalid: 'Please enter the expiry as MM/YY.',
  cardExpired: 'This card has expired.',
  cardCvvInvalid: 'CVV must be 3 or 4 digits.',
  savedCardNotFound: 'This saved card is no longer available.',
  savedCardRemoved: 'Card removed.',
  noSavedCards: 'You have no saved cards.',
  noBookings: 'You have no bookings yet.',
  cancelBookingConfirm: 'Cancel this booking? Any fee you paid will be refunded to your card.',
  bookingCancelled: 'Your booking has been cancelled.',
  cancellationCutoff: 'A booking can be cancelled only up to 24 hours before the service.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name is too long.',
  otpSms: (code: string) => `${code} is your one-time code to log in. It is valid for 5 minutes. Do not share it with anyone.`,
  otpAttemptsLeft: (n: number) => (n === 1 ? '1 attempt left.' : `${n} attempts left.`),
  otpSent: 'We have sent a 6-digit code to your mobile number.',
  signedOutSessionExpired: 'Your session has expired, so you have been logged out. Please log in again.',
  signedOutEverywhere: 'You have been signed out of every device.',
  profileSaved: 'Your profile has been updated.',
  cardAdded: 'Card added.',
  cardRemoved: 'Card removed.',
  cardAlreadyAdded: 'This card is already on your profile.',
  preferencesSaved: 'Your contact preferences have been saved.',
  accountExists: 'An account with this mobile number already exists.',
  missingHeader: (header: string) => `The ${header} header is required.`,
  unknownHeaderValue: (header: string) => `The ${header} header does not name a known client.`,
  staffCredentialsInvalid: 'The e-mail or password is not right.',
  staffLocked: (minutes: number) => `Too many wrong passwords. Please retry after ${minutes} minutes.`,
  staffEmailTaken: 'A staff account with this e-mail already exists.',
  bookingConfirmed: 'Booking confirmed. The cardholder has been told.',
  bookingDeclined: 'Booking declined. The fee will be refunded.',
  bookingMarkedCompleted: 'Booking marked completed.',
  bookingMarkedNoShow: 'Booking marked as a no-show.',
  staffAdded: 'Staff account added.',
  // Not the spec's: what happens after paying, per kind (bookings list and checkout).
  nextStepGolf: 'The course confirms within 48 hours of your payment.',
  nextStepAirport: 'You will get a confirmation e-mail at least 15 hours before travel.',
  nextStepTurf: 'The venue confirms your slot within 24 hours of your payment.',
  // Not the spec's (issue 15: the turf and T20 kinds, designed on the golf pattern).
  turfVenueRequired: 'Please choose a turf.',
  turfSportRequired: 'Please choose a sport this turf offers.',
  turfSlotRequired: 'Please choose a slot.',
  turfSlotOutsideHours: (from: string, to: string) => `This turf takes bookings from ${from} to ${to}.`,
  turfPlayersRange: 'Players must be from 2 to 22.',
  t20MatchRequired: 'Please choose a match.',
  t20MatchClosed: 'Requests for this match have closed.',
  t20StandRequired: 'Please choose a stand.',
  t20TicketsRange: 'Choose 1 or 2 tickets.',
  nextStepT20: 'We confirm your tickets within 72 hours of your payment, and at least 48 hours before the match.',
  cardsWithBenefit: (service: string, cards: string) => `Only these cards include ${service}: ${cards}.`,
  quotaLeft: (left: number, total: number) => `${left} of ${total} left this year`,
  noOpenT20Match: 'No match is open for requests right now. Please check again later.',
} as const;

export type MessageKey = keyof typeof messages;
