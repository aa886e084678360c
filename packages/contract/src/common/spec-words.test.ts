import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { API_ID, COPYRIGHT_YEARS, HELPLINE } from './constants.ts';
import { formatRupees } from './money.ts';
import { formatBookingDateTime } from './date-time.ts';
import { travelTypes, vehicleTypes } from '../airport-transfers/transfer-enquiry.ts';
import { travelSectors, assistanceTypes } from '../airport-common/airport-rules.ts';

/**
 * Issue 30 ("Spec first"): every text the spec quotes stays word for word, typos and capitals included. The left
 * column is copied from the spec (01 and 02, in their order), never from the catalogue, so a "tidy-up" of a
 * catalogue entry fails here. Clarity is added beside these texts, never by changing them.
 */
const specWords: [spec: string, catalogue: string][] = [
  // 01 §2 — the header and the profile menu
  ['Eligible Cards', messages.eligibleCards],
  ['Log In', messages.logIn],
  ['Manage Bookings', messages.manageBookings],
  ['Last Login', messages.lastLogin],
  // 01 §4, §5, §8 — sign-in
  ['Invalid bin', messages.invalidBin],
  ['OTP Request limit exceeded. Please try after 30 mins.', messages.otpRequestLimit],
  ['Please check the entered OTP.', messages.otpCheck],
  ['Sorry, you have reached the max OTP attempts. Please retry after 30 minutes.', messages.otpMaxAttempts(30)],
  ['Please accept terms and conditions.', messages.acceptTerms],
  ['OTP is required', messages.otpRequired],
  ['OTP must contain 6 digits', messages.otpSixDigits],
  ['Logged in successfully.', messages.loggedIn],
  // 02 §2 — landings, dialogs, checkouts, the payment widget
  ['Tee-off with a master stroke', messages.golfHero],
  ['Familiar with the Game', messages.golfPlayEntry],
  ['Book a Golf Game', messages.bookGolfGame],
  ['New to the Game', messages.golfLearnEntry],
  ['Book a Golf Lesson', messages.bookGolfLesson],
  ['Complete your golf enquiry', messages.golfCheckoutTitle],
  [' (+1 Guest)', messages.guestSuffix(1)],
  ['Book a visit', messages.bookAVisit],
  ['Enquiry submitted successfully.', messages.golfEnquirySubmitted],
  ['Something went wrong! Please try again after sometime.', messages.somethingWentWrong],
  ['Something went wrong! Please try again after sometime.', messages.internalError],
  ['Send booking request', messages.sendBookingRequest],
  ['Make Payment', messages.makePayment],
  ['Airport Enquiry', messages.airportEnquiryCrumb],
  ['Thank you for the travel details. You will be sent the service confirmation shortly.', messages.airportEnquirySubmitted],
  ['5 free sessions', messages.freeSessions(5)],
  ['2 sessions utilized', messages.sessionsUtilized(2)],
  ['You are eligibility booking limit is over', messages.eligibilityLimitOver],
  ['Airport Transfers', messages.transfersBanner],
  [
    'Complimentary chauffeured luxury airport pick-ups/drops at locations of your choice to make your journey more comfortable.',
    messages.transfersBannerText,
  ],
  ['List of eligible airports.', messages.eligibleAirportsLink],
  ['Airport Transfer Service', messages.transferPageTitle],
  ['Complete your enquiry', messages.transferCheckoutTitle],
  ['Book your transfer', messages.bookYourTransfer],
  ['Invalid Bin', messages.invalidBinDialog],
  ['Pay Rs.1 authentication fee', messages.transferSubmit],
  ['Number of Adults', messages.numberOfAdults],
  [' (+2 Guest)', messages.guestSuffix(2)],
  ['Total Cost', messages.totalCost],
  ['Online Booking Amount', messages.onlineBookingAmount],
  ['Prefered', messages.paymentTypePrefered],
  ['Credit', messages.paymentTypeCredit],
  // 02 §3 — the transfer enumerations
  ['Pick-Up', travelTypes[0]],
  ['Drop', travelTypes[1]],
  ['Sedan (Swift Desire, Renault Logan, Toyota Etios)', vehicleTypes[0]],
  // 02 §5 — golf forms
  ['Please Enter your First Name.', messages.firstNameRequired],
  ['Please Enter your Last Name.', messages.lastNameRequired],
  ['Mobile Number is required.', messages.mobileRequired],
  ['Mobile Number is invalid.', messages.mobileInvalid],
  ['Please Enter your Email.', messages.golfEmailRequired],
  ['Invalid email.', messages.emailInvalid],
  ['Please Enter Guest Name.', messages.guestNameRequired],
  ['Please Select the above.', messages.userTypeRequired],
  ['Please select Golf Course.', messages.golfCourseRequired],
  ['Please select Booking Date.', messages.bookingDateRequired],
  ['Please select Booking Time.', messages.bookingTimeRequired],
  ['Accept our conditions.', messages.acceptConditions],
  ['Please accept our conditions.', messages.acceptOurConditions],
  ['Selected Golf Course is not operational till 31st March, 2020', messages.golfCourseClosed],
  // 02 §5 — airport forms
  ['Email is required.', messages.emailRequired],
  ['City is required.', messages.cityRequired],
  ['Travel type is required.', messages.travelTypeRequired],
  ['Assistance type is required.', messages.assistanceTypeRequired],
  ['Airport is required.', messages.airportRequired],
  ['Vehicle type is required.', messages.vehicleTypeRequired],
  ['Address is required.', messages.addressRequired],
  ['Flight Number is required.', messages.flightNumberRequired],
  ['Travel Date is required.', messages.travelDateRequired],
  ['Booking time is required.', messages.bookingTimeRequiredAirport],
  ['Travel Count is required.', messages.travelCountRequired],
  ['Please select one option, required.', messages.guestChoiceRequired],
  ['Name of guests is required.', messages.guestNamesRequired],
  ['Name of guest is required.', messages.guestNameRequiredAirport],
  ['Please upload all tickets for booking.', messages.ticketsRequired],
  ['Passport is required.', messages.passportRequired],
  ['Passport of guest is required.', messages.guestPassportRequired],
  ['Please select city above.', messages.selectCityAbove],
  ['Selected file format is not supported, Please upload JPG, JPEG, PNG or PDF', messages.fileFormatUnsupported],
  ['Total eligibility guest count is exceeded', messages.guestTotalExceeded],
  // 02 §8 — the error catalogue and the configured bin messages
  ['An issue occured during validation, please try again later.', messages.binValidationNetwork],
  ['Please login to continue.', messages.pleaseLogin],
  ['Please login to continue.', messages.unauthorized],
  ['There was an issue while fetching golf courses', messages.golfCoursesFetchFailed],
  ['Something went wrong, please try again after sometime', messages.somethingWentWrongPlay],
  ['Please make sure you have entered valid information', messages.enterValidInformation],
  [
    '...combination of your mobile number and the first 4 and last 4 digits of your Debit Card number did not get validated. Please try again.',
    messages.binFirst4Last4,
  ],
  ['please re-check the first 6 digits of your card number', messages.binFirst6],
  ['Invalid Card', messages.invalidCard],
];

describe("the spec's quoted words, word for word in the catalogue", () => {
  it.each(specWords)('%j', (spec, catalogue) => {
    expect(catalogue).toBe(spec);
  });

  it("keeps the spec's enumerations and constants as written", () => {
    expect(travelTypes).toEqual(['Pick-Up', 'Drop']);
    expect(vehicleTypes).toEqual(['Sedan (Swift Desire, Renault Logan, Toyota Etios)']);
    expect(travelSectors).toEqual(['Domestic', 'International']);
    expect([...assistanceTypes].sort()).toEqual(['Arrival', 'Departure']);
    expect(HELPLINE).toBe('1800 103 4962');
    expect(COPYRIGHT_YEARS).toBe('2020-21');
    expect(API_ID).toBe('axis');
    // 02 §1 and §9: the fee as the spec writes it, and the request date format.
    expect(formatRupees(10)).toBe('Rs.10');
    expect(formatRupees(1)).toBe('Rs.1');
    expect(formatBookingDateTime({ date: '2024-03-05', hour: 15, minute: 0 })).toBe('Tue, 5 Mar 2024 3:00:00 pm');
  });
});
