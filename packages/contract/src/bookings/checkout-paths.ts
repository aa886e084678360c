import { bookingKinds, type BookingType } from './booking-kinds.ts';

/**
 * Spec 02 §2: the page the payment gateway's return lands on, per service. The web app routes these and
 * the API redirects to them after surl/furl, so both read them from here.
 */
const prefix = (type: BookingType) => bookingKinds[type].paths.checkoutMessagePrefix;

/** The web route pattern, its booking id as the `:bookingID` parameter. */
export const checkoutMessageRoute = (type: BookingType) => `${prefix(type)}:bookingID`;

/** Where the API sends the cardholder back with the outcome. */
export const checkoutMessagePath = (type: BookingType, bookingId: string, status: string) =>
  `${prefix(type)}${encodeURIComponent(bookingId)}?status=${encodeURIComponent(status)}`;
