import type { BookingType } from './booking-type-constants.ts';

/**
 * Spec 02 §2: the page the payment gateway's return lands on, per service. The web app routes these and
 * the API redirects to them after surl/furl, so both read them from here.
 */
const checkoutMessagePrefixes: Record<BookingType, string> = {
  GolfEnquiry: '/golf-enquiry/checkout-message/',
  AirportVipPrivilege: '/airport_vip_privilege/checkout-message/',
  AirportTransfer: '/airport_transfer/checkout-message/',
};

/** The web route pattern, its booking id as the `:bookingID` parameter. */
export const checkoutMessageRoute = (type: BookingType) => `${checkoutMessagePrefixes[type]}:bookingID`;

/** Where the API sends the cardholder back with the outcome. */
export const checkoutMessagePath = (type: BookingType, bookingId: string, status: string) =>
  `${checkoutMessagePrefixes[type]}${encodeURIComponent(bookingId)}?status=${encodeURIComponent(status)}`;
