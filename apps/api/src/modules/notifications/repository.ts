import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, bookingTransitions, notificationDeliveries, users } from '../../db/schema/index.ts';

/** Claims a message key before sending: false when it was already sent (or is being sent) by any process. */
export async function claimDelivery(db: Database, delivery: { key: string; channel: 'sms' | 'email'; recipient: string }) {
  const rows = await db
    .insert(notificationDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ key: notificationDeliveries.key });
  return rows.length === 1;
}

/** A send that failed gives its claim back, so the job's retry may send it. */
export async function releaseDelivery(db: Database, key: string) {
  await db.delete(notificationDeliveries).where(eq(notificationDeliveries.key, key));
}

/** The booking and its cardholder; the decline's reason only when asked (the one message that says it). */
export async function findBookingForMessage(db: Database, bookingId: string, withDeclineReason: boolean) {
  const [row] = await db
    .select({ booking: bookings, name: users.name, mobile: users.mobile, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || !withDeclineReason) return row && { ...row, declineReason: undefined };
  const [decline] = await db
    .select({ note: bookingTransitions.note })
    .from(bookingTransitions)
    .where(and(eq(bookingTransitions.bookingId, bookingId), eq(bookingTransitions.event, 'decline')))
    .orderBy(desc(bookingTransitions.createdAt), desc(bookingTransitions.seq))
    .limit(1);
  return { ...row, declineReason: decline?.note ?? undefined };
}
