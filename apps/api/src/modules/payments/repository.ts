import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { bookings, payments, savedPaymentCards, users } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type SavedCardRow = typeof savedPaymentCards.$inferSelect;
type PaymentStatus = PaymentRow['status'];

export async function findUser(db: Database, id: string) {
  const [user] = await db.select({ name: users.name, email: users.email, mobile: users.mobile }).from(users).where(eq(users.id, id));
  return user;
}

export async function insertPayment(db: Database, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row);
}

export async function findPaymentByTxnid(db: Database, txnid: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.txnid, txnid));
  return payment;
}

/** The payment with its booking (its type says where the browser goes back to), in one read. */
export async function findPaymentForCallback(db: Database, txnid: string) {
  const [row] = await prepared(db).paymentForCallback.execute({ txnid });
  return row;
}

export async function findPayment(db: Database, id: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

export type SettledPayment = Pick<PaymentRow, 'id' | 'bookingId' | 'txnid'>;

/**
 * Settles a payment only from one of `from`: of ten identical callbacks, exactly one gets the row.
 * Plain SQL: on every callback, building this UPDATE with the query builder cost more CPU than running it.
 */
export async function settlePayment(db: Database, id: string, from: PaymentStatus[], to: PaymentStatus, gatewayPaymentId?: string) {
  const result = await db.execute(sql`
    update ${payments} set status = ${to}, gateway_payment_id = ${gatewayPaymentId ?? null}, settled_at = now()
    where id = ${id} and status in ${from}
    returning id, booking_id as "bookingId", txnid`);
  return (result as unknown as { rows: SettledPayment[] }).rows[0];
}

export async function cancelOpenPayments(db: Database, bookingId: string) {
  await db.update(payments).set({ status: 'user_cancelled', settledAt: new Date() })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'initiated')));
}

export async function capturedPayment(db: Database, bookingId: string) {
  const [payment] = await db.select().from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'success'))).orderBy(desc(payments.createdAt)).limit(1);
  return payment;
}

export async function capturedPayments(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select({ bookingId: payments.bookingId, amount: payments.amount, refundStatus: payments.refundStatus })
    .from(payments).where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'success')));
}

export async function markRefund(db: Database, id: string, status: 'requested' | 'refunded', reference?: string) {
  await db.update(payments).set({ refundStatus: status, ...(reference ? { refundReference: reference } : {}) }).where(eq(payments.id, id));
}

export async function listSavedCards(db: Database, userId: string) {
  return db.select().from(savedPaymentCards).where(eq(savedPaymentCards.userId, userId)).orderBy(desc(savedPaymentCards.createdAt));
}

export async function findSavedCard(db: Database, userId: string, cardToken: string) {
  const [card] = await db.select().from(savedPaymentCards)
    .where(and(eq(savedPaymentCards.userId, userId), eq(savedPaymentCards.cardToken, cardToken)));
  return card;
}

export async function insertSavedCard(db: Database, row: typeof savedPaymentCards.$inferInsert) {
  const [card] = await db.insert(savedPaymentCards).values(row).onConflictDoNothing().returning();
  return card;
}

export async function deleteSavedCard(db: Database, userId: string, cardToken: string) {
  const deleted = await db.delete(savedPaymentCards)
    .where(and(eq(savedPaymentCards.userId, userId), eq(savedPaymentCards.cardToken, cardToken))).returning();
  return deleted.length > 0;
}

/** The booking's status as seen inside the caller's transaction. */
export async function findBookingIn(tx: Database, id: string) {
  const [booking] = await tx.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return booking;
}
