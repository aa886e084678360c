/**
 * The booking lifecycle shared by golf, airport concierge and airport transfers: one explicit state
 * machine. Code asks `canTransition` / `nextStatus`; it never compares status strings ad hoc.
 *
 *   pending_payment --pay--> requested --confirm--> confirmed --complete--> completed
 *         |   ^                  |                      |  \--no_show--> no_show
 *         |   '--retry-- payment_failed                 |
 *         |--cancel_unpaid--> user_cancelled            '--cancel--> cancelled --refund--> refunded
 *         '--expire--> expired   requested --decline--> declined --refund--> refunded
 *                               requested --cancel--> cancelled
 */
export const bookingStatuses = [
  'pending_payment',
  'payment_failed',
  'user_cancelled',
  'expired',
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'refunded',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export type BookingActor = 'cardholder' | 'staff' | 'gateway' | 'system';

interface Transition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  actors: readonly BookingActor[];
}

/** The machine's one table: each event (its key) with the statuses it leaves, the one it enters and who may cause it. */
const transitions = {
  pay: { from: ['pending_payment', 'payment_failed'], to: 'requested', actors: ['gateway', 'system'] },
  payment_fail: { from: ['pending_payment'], to: 'payment_failed', actors: ['gateway', 'system'] },
  retry: { from: ['payment_failed'], to: 'pending_payment', actors: ['cardholder'] },
  cancel_unpaid: { from: ['pending_payment', 'payment_failed'], to: 'user_cancelled', actors: ['cardholder'] },
  expire: { from: ['pending_payment', 'payment_failed'], to: 'expired', actors: ['system'] },
  confirm: { from: ['requested'], to: 'confirmed', actors: ['staff'] },
  decline: { from: ['requested'], to: 'declined', actors: ['staff'] },
  cancel: { from: ['requested', 'confirmed'], to: 'cancelled', actors: ['cardholder', 'staff'] },
  refund: { from: ['declined', 'cancelled'], to: 'refunded', actors: ['gateway', 'system', 'staff'] },
  complete: { from: ['confirmed'], to: 'completed', actors: ['staff'] },
  no_show: { from: ['confirmed'], to: 'no_show', actors: ['staff'] },
} satisfies Record<string, Transition>;
export type BookingEvent = keyof typeof transitions;
export const bookingTransitions: Record<BookingEvent, Transition> = transitions;
/** Every event, in the table's order. */
export const bookingEvents = Object.keys(transitions) as readonly BookingEvent[];

export function canTransition(from: BookingStatus, event: BookingEvent, actor: BookingActor): boolean {
  const transition = bookingTransitions[event];
  return transition.from.includes(from) && transition.actors.includes(actor);
}

/** The status after `event`, or undefined when the machine does not allow it. */
export function nextStatus(from: BookingStatus, event: BookingEvent, actor: BookingActor): BookingStatus | undefined {
  return canTransition(from, event, actor) ? bookingTransitions[event].to : undefined;
}

/** Statuses that hold quota units: a booking in flight or used keeps its units; others give them back. */
export const quotaHoldingStatuses: readonly BookingStatus[] = [
  'pending_payment',
  'payment_failed',
  'requested',
  'confirmed',
  'completed',
  'no_show',
];
/** Statuses counted as "availed" (used) in bookings_count; pending payment ones are held, not availed. */
export const availedStatuses: readonly BookingStatus[] = ['requested', 'confirmed', 'completed', 'no_show'];
export const holdsQuota = (status: BookingStatus) => quotaHoldingStatuses.includes(status);

/** Events a cardholder may fire from a status: what the bookings lists offer as buttons. */
export function cardholderActions(status: BookingStatus): BookingEvent[] {
  return bookingEvents.filter((event) => canTransition(status, event, 'cardholder'));
}

// The words a cardholder sees for each status: status-words.ts, the one table every surface reads.
