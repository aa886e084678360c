import { bookingKinds, bookingTypes, type BookingType } from '../bookings/booking-kinds.ts';
import { canTransition, cardholderActions, type BookingStatus } from '../bookings/booking-status.ts';

/** Payment and list rules without zod, for the widget's first chunk. */
/** Spec 02 §3 product info codes: the bookable kinds' (registry) and the rewards' (tours, hotels). */
export type ProductInfoCode = (typeof bookingKinds)[BookingType]['productInfo'] | 'toursActivities' | 'hotels';
const kindProductInfo: ProductInfoCode[] = bookingTypes.map((type) => bookingKinds[type].productInfo);
export const productInfoCodes: [ProductInfoCode, ...ProductInfoCode[]] = [
  kindProductInfo[0]!,
  ...kindProductInfo.slice(1),
  'toursActivities',
  'hotels',
];
/** The widget's `purpose` input, one per kind. */
export const paymentPurposes = bookingTypes.map((type) => bookingKinds[type].purpose) as [PaymentPurpose, ...PaymentPurpose[]];
export type PaymentPurpose = (typeof bookingKinds)[BookingType]['purpose'];
/** The widget's `purpose` and the product info code it pays for (spec 02 §3). */
export const productInfoByPurpose = Object.fromEntries(
  bookingTypes.map((type) => [bookingKinds[type].purpose, bookingKinds[type].productInfo]),
) as Record<PaymentPurpose, ProductInfoCode>;
/** What the bookings lists offer for a status: derived from the state machine, never by hand. */
export type BookingListAction = 'pay_now' | 'cancel' | 'add_to_calendar';
export function bookingListActions(status: BookingStatus): BookingListAction[] {
  const actions: BookingListAction[] = [];
  if (canTransition(status, 'pay', 'gateway')) actions.push('pay_now');
  const cardholder = cardholderActions(status);
  if (cardholder.includes('cancel') || cardholder.includes('cancel_unpaid')) actions.push('cancel');
  if (status === 'confirmed') actions.push('add_to_calendar');
  return actions;
}

/** Cancelling a paid booking is refused this close to the service. */
export const CANCELLATION_CUTOFF_HOURS = 24;
