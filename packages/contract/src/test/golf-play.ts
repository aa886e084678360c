import { messages } from '../common/messages.ts';

/**
 * For the golf tests, the contract's and the browser's: spec 02 §5's messages for a play form sent with nothing
 * chosen. A signed-in cardholder's contact fields come filled in, so these are all the booking dialog shows.
 */
export const golfPlayChoiceMessages = [
  messages.userTypeRequired,
  messages.golfCourseRequired,
  messages.bookingDateRequired,
  messages.bookingTimeRequired,
  messages.acceptConditions,
  messages.acceptOurConditions,
];
