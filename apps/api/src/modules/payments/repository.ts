import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findRowBy } from '../../db/find-row.ts';
import { payments, refunds, savedPaymentCards } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SavedCardRow = typeof savedPaymentCards.$inferSelect;
type PaymentStatus = PaymentRow['status'];

export async function insertPayment(db: Database, row: typeof payments.$inferInsert) {
  await db.insert(payments).values(row);
}

export function findPaymentByTxnid(db: Database, txnid: string) {
  return findRowBy(db, payments, payments.txnid, txnid);
}

export function findPayment(db: Database, id: string) {
  return findRowBy(db, payments, payments.id, id);
}

export type SettledPayment = Pick<PaymentRow, 'id' | 'bookingId' | 'txnid' | 'amount'>;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Settles a payment only from one of `from`: of ten identical callbacks, exactly one gets the row.
 * Plain SQL: on every callback, building this UPDATE with the query builder cost more CPU than running it.
 */
export async function settlePayment(
  db: Database,
  id: string,
  from: PaymentStatus[],
  to: PaymentStatus,
  gatewayPaymentId?: string,
  additionalCharges?: string,
) {
  const result = await db.execute(sql`
    update ${payments} set status = ${to}, gateway_payment_id = ${gatewayPaymentId ?? null}, additional_charges = ${additionalCharges ?? null}, settled_at = now()
    where id = ${id} and status in ${from}
    returning id, booking_id as "bookingId", txnid, amount`);
  return (result as unknown as { rows: SettledPayment[] }).rows[0];
}

/** Answers the txnids it cancelled. */
export async function cancelOpenPayments(db: Database, bookingId: string) {
  const cancelled = await db
    .update(payments)
    .set({ status: 'user_cancelled', settledAt: new Date() })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'initiated')))
    .returning({ txnid: payments.txnid });
  return cancelled.map((p) => p.txnid);
}

export function capturedPaymentsOf(db: Database, bookingId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'success')))
    .orderBy(payments.createdAt);
}

export async function capturedPayments(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: payments.bookingId, amount: payments.amount })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, 'success')));
}

/** Undefined when the payment has a refund already (one per payment). */
export async function insertRefund(db: Database, row: typeof refunds.$inferInsert) {
  const [created] = await db.insert(refunds).values(row).onConflictDoNothing({ target: refunds.paymentId }).returning({ id: refunds.id });
  return created;
}

export async function findRefundWithPayment(db: Database, paymentId: string) {
  const [row] = await db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.paymentId, paymentId));
  return row;
}

export async function updateRefund(db: Database, id: string, set: Partial<typeof refunds.$inferInsert>) {
  await db.update(refunds).set(set).where(eq(refunds.id, id));
}

export async function listRefunds(db: Database, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds)).orderBy(refunds.requestedAt);
}

export async function listSavedCards(db: Database, userId: string) {
  return db.select().from(savedPaymentCards).where(eq(savedPaymentCards.userId, userId)).orderBy(desc(savedPaymentCards.createdAt));
}

/** A saved card's token is its owner's alone: every read or delete names both. */
const savedCardOf = (userId: string, cardToken: string) =>
  and(eq(savedPaymentCards.userId, userId), eq(savedPaymentCards.cardToken, cardToken));

export async function findSavedCard(db: Database, userId: string, cardToken: string) {
  const [card] = await db.select().from(savedPaymentCards).where(savedCardOf(userId, cardToken));
  return card;
}

export async function insertSavedCard(db: Database, row: typeof savedPaymentCards.$inferInsert) {
  const [card] = await db.insert(savedPaymentCards).values(row).onConflictDoNothing().returning();
  return card;
}

export async function deleteSavedCard(db: Database, userId: string, cardToken: string) {
  const deleted = await db.delete(savedPaymentCards).where(savedCardOf(userId, cardToken)).returning();
  return deleted.length > 0;
}
