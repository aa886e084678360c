/**
 * Issue 19, /my-bookings: one timeline of every kind, complimentary (the state machine's statuses) and paid
 * (the rewards statuses). What each entry offers is decided here, once, so the page's buttons and the API's
 * voucher and calendar answers agree. Zod-free, like the registry it reads.
 */
import { bookingKinds, isBookingType, paidBookingKinds, type BookingType, type PaidBookingType } from './booking-kinds.ts';
import { canTransition, cardholderActions, type BookingStatus } from './booking-status.ts';

export type TimelineKind = BookingType | PaidBookingType;
export type TimelineAction = 'voucher' | 'add_to_calendar' | 'pay_now' | 'cancel';

/** A paid booking the provider holds for the cardholder: a tour captured (PENDING at Headout) or a confirmed stay. */
const bookedRewardStatuses: readonly string[] = ['confirmed', 'pending'];

/** Has a voucher: the service is booked (or was, and took place), so there is something to show at the door. */
export function hasVoucher(kind: TimelineKind, status: string): boolean {
  if (isBookingType(kind)) return status === 'confirmed' || status === 'completed';
  return bookedRewardStatuses.includes(status) || status === 'completed';
}

/** Can go in a calendar: the service is booked and still to come (a cancelled one is withdrawn by the e-mail). */
export function hasCalendarEntry(kind: TimelineKind, status: string): boolean {
  if (isBookingType(kind)) return status === 'confirmed';
  return bookedRewardStatuses.includes(status);
}

/** A paid booking's free cancellation: until when (an ISO instant). */
export interface FreeCancellation {
  until: string;
}

/**
 * A paid tour or stay can be cancelled free (and refunded in full) while it is booked and its free cancellation,
 * as the provider sold it, has not ended. The API refuses exactly what this refuses.
 */
export function canCancelFreely(
  kind: TimelineKind,
  status: string,
  freeCancellation: FreeCancellation | null | undefined,
  now: number,
): boolean {
  if (isBookingType(kind) || !freeCancellation || !bookedRewardStatuses.includes(status)) return false;
  return now < Date.parse(freeCancellation.until);
}

/**
 * What the cardholder can do with one entry, in the order the page shows them. Complimentary kinds follow
 * the state machine (pay a pending fee, cancel); paid kinds were paid in the cart, so they offer their voucher and
 * calendar entry, and a cancel while their free cancellation lasts.
 */
export function timelineActions(
  kind: TimelineKind,
  status: string,
  cancellation?: { free: FreeCancellation | null | undefined; now: number },
): TimelineAction[] {
  const actions: TimelineAction[] = [];
  if (hasVoucher(kind, status)) actions.push('voucher');
  if (hasCalendarEntry(kind, status)) actions.push('add_to_calendar');
  if (isBookingType(kind)) {
    const machine = status as BookingStatus;
    if (canTransition(machine, 'pay', 'gateway')) actions.push('pay_now');
    const events = cardholderActions(machine);
    if (events.includes('cancel') || events.includes('cancel_unpaid')) actions.push('cancel');
  } else if (cancellation && canCancelFreely(kind, status, cancellation.free, cancellation.now)) actions.push('cancel');
  return actions;
}

/** The kind's short label ("Golf", "Luxury staycation") from the registry. */
export const timelineKindLabel = (kind: TimelineKind): string =>
  isBookingType(kind) ? bookingKinds[kind].label : paidBookingKinds[kind].label;

/** What a booking's date and time are called on its card: a stay's is its check-in. */
export const timelineWhenLabel = (kind: TimelineKind): string => (isBookingType(kind) ? 'Date and time' : paidBookingKinds[kind].whenLabel);

/** Statuses after which nothing more happens to an entry: it belongs with the past, whatever its date. */
export const closedTimelineStatuses: readonly string[] = [
  'user_cancelled',
  'expired',
  'declined',
  'cancelled',
  'refunded',
  'completed',
  'no_show',
];
