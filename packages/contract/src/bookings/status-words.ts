/**
 * Issue 30, one status language: the words a cardholder sees for every internal status, whichever module keeps the
 * booking (the state machine's complimentary bookings, the rewards' paid ones, a cart item's outcome). The web's
 * badges, the SMS and e-mail, the voucher and the calendar file (`STATUS:` and summary) all read this one table,
 * so a tour is "Confirmed" on the cart, in /my-bookings, in the message and in the calendar alike.
 * The spec gives no cardholder status words of its own (02 §Payment: "the booking status values are not shown").
 * Zod-free and type-only imports: the web's first page may import it.
 */
import type { BookingStatus } from './booking-status.ts';
import type { RewardBookingStatus } from '../rewards/users.ts';
import type { CheckoutItemOutcome } from '../rewards/cart.ts';

/** How a status reads at a glance (the badge's colour; the label always says it too). */
export type StatusTone = 'waiting' | 'progress' | 'good' | 'bad' | 'closed' | 'money';
/** What a calendar file of a booking in this status says (RFC 5545 VEVENT STATUS). */
export type CalendarStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface StatusWords {
  /** The one word (or two) every surface shows: badge, SMS, e-mail, voucher, calendar summary. */
  label: string;
  tone: StatusTone;
  calendar: CalendarStatus;
}

// Each meaning once; statuses that mean the same thing share an entry, so they cannot drift apart.
const meanings = {
  awaitingPayment: { label: 'Awaiting payment', tone: 'waiting', calendar: 'TENTATIVE' },
  paymentFailed: { label: 'Payment failed', tone: 'bad', calendar: 'TENTATIVE' },
  cancelledUnpaid: { label: 'Cancelled before payment', tone: 'closed', calendar: 'CANCELLED' },
  expiredUnpaid: { label: 'Expired unpaid', tone: 'closed', calendar: 'CANCELLED' },
  requested: { label: 'Requested', tone: 'progress', calendar: 'TENTATIVE' },
  enquiryReceived: { label: 'Enquiry received', tone: 'progress', calendar: 'TENTATIVE' },
  held: { label: 'Held for you', tone: 'waiting', calendar: 'TENTATIVE' },
  confirmed: { label: 'Confirmed', tone: 'good', calendar: 'CONFIRMED' },
  declined: { label: 'Declined', tone: 'bad', calendar: 'CANCELLED' },
  unavailable: { label: 'Not available', tone: 'bad', calendar: 'CANCELLED' },
  notBooked: { label: 'Not booked', tone: 'closed', calendar: 'CANCELLED' },
  cancelled: { label: 'Cancelled', tone: 'closed', calendar: 'CANCELLED' },
  refunded: { label: 'Refunded', tone: 'money', calendar: 'CANCELLED' },
  completed: { label: 'Completed', tone: 'good', calendar: 'CONFIRMED' },
  noShow: { label: 'No-show', tone: 'bad', calendar: 'CANCELLED' },
} as const satisfies Record<string, StatusWords>;

/** The complimentary kinds' state machine (golf, concierge, transfers, turf, T20). */
export const bookingStatusWords: Record<BookingStatus, StatusWords> = {
  pending_payment: meanings.awaitingPayment,
  payment_failed: meanings.paymentFailed,
  user_cancelled: meanings.cancelledUnpaid,
  expired: meanings.expiredUnpaid,
  requested: meanings.requested,
  confirmed: meanings.confirmed,
  declined: meanings.declined,
  cancelled: meanings.cancelled,
  refunded: meanings.refunded,
  completed: meanings.completed,
  no_show: meanings.noShow,
};

/**
 * The paid kinds (tours, stays, expeditions). A tour is `pending` once the provider has captured it (Headout's
 * PENDING: paid, seats taken, voucher issued; COMPLETED after the day), which is what "Confirmed" means to the
 * cardholder, as a stay confirmed by the hotel supplier is.
 */
export const rewardStatusWords: Record<RewardBookingStatus, StatusWords> = {
  pending: meanings.confirmed,
  confirmed: meanings.confirmed,
  completed: meanings.completed,
  cancelled: meanings.cancelled,
  refunded: meanings.refunded,
  enquiry_received: meanings.enquiryReceived,
};

/** A cart item's fate at checkout: booked is the same "Confirmed" as the booking it became. */
export const checkoutOutcomeWords: Record<CheckoutItemOutcome, StatusWords> = {
  held: meanings.held,
  unavailable: meanings.unavailable,
  booked: meanings.confirmed,
  refunded: meanings.refunded,
  released: meanings.notBooked,
};

/** The machine's labels (the staff console, the lists): the same table's words. */
export const bookingStatusLabels = Object.fromEntries(
  Object.entries(bookingStatusWords).map(([status, words]) => [status, words.label]),
) as Record<BookingStatus, string>;

/** Words of any booking's status, complimentary or paid (the two tables agree where their statuses share a name). */
export function statusWords(status: BookingStatus | RewardBookingStatus): StatusWords;
export function statusWords(status: string): StatusWords | undefined;
export function statusWords(status: string): StatusWords | undefined {
  if (Object.hasOwn(bookingStatusWords, status)) return bookingStatusWords[status as BookingStatus];
  if (Object.hasOwn(rewardStatusWords, status)) return rewardStatusWords[status as RewardBookingStatus];
  return undefined;
}

/** The label of any booking's status; an unknown one (a newer server) reads as itself, never blank. */
export const statusLabel = (status: string): string => statusWords(status)?.label ?? status;

/** A status as a list answers it (any kind's, a string): itself when the status language knows it, else in progress. */
export const knownStatus = (status: string): BookingStatus | RewardBookingStatus =>
  statusWords(status) ? (status as BookingStatus | RewardBookingStatus) : 'requested';
