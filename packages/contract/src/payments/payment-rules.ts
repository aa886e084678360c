import { canTransition, cardholderActions, type BookingStatus } from '../bookings/booking-status.ts';

/** Payment and list rules without zod, for the widget's first chunk. */
export const productInfoCodes = ['golf_enquiry', 'toursActivities', 'hotels', 'airport_concierge_enquiry', 'airport_transfer'] as const;
export const paymentPurposes = ['golf', 'airport', 'airport-transfer'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];
/** The widget's `purpose` input and the product info code it pays for (spec 02 §3). */
export const productInfoByPurpose: Record<PaymentPurpose, (typeof productInfoCodes)[number]> = {
  golf: 'golf_enquiry', airport: 'airport_concierge_enquiry', 'airport-transfer': 'airport_transfer',
};
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

