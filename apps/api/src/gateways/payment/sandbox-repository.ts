import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findRowBy } from '../../db/find-row.ts';
import { sandboxCards, sandboxRefunds, sandboxTransactions } from '../../db/schema/index.ts';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

export async function insertTransaction(db: Database, row: typeof sandboxTransactions.$inferInsert) {
  const [inserted] = await db.insert(sandboxTransactions).values(row).onConflictDoNothing().returning();
  return inserted;
}
export function findTransaction(db: Database, txnid: string) {
  return findRowBy(db, sandboxTransactions, sandboxTransactions.txnid, txnid);
}
export function findTransactionByPaymentId(db: Database, mihpayid: string) {
  return findRowBy(db, sandboxTransactions, sandboxTransactions.mihpayid, mihpayid);
}
/** The cardholder decides once; a second click changes nothing. */
export async function decide(db: Database, txnid: string, status: 'success' | 'failure' | 'pending') {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status })
    .where(and(eq(sandboxTransactions.txnid, txnid), eq(sandboxTransactions.status, 'initiated')))
    .returning();
  return row;
}
export type SandboxRefund = typeof sandboxRefunds.$inferSelect;

/** Records a refund and adds it to the transaction's refunded total, together. */
export async function addRefund(db: Database, tx: SandboxTransaction, refund: Omit<typeof sandboxRefunds.$inferInsert, 'mihpayid'>) {
  return db.transaction(async (t) => {
    await t
      .update(sandboxTransactions)
      .set({ refundedAmount: sql`${sandboxTransactions.refundedAmount} + ${refund.amountPaise}` })
      .where(eq(sandboxTransactions.mihpayid, tx.mihpayid));
    const [row] = await t
      .insert(sandboxRefunds)
      .values({ ...refund, mihpayid: tx.mihpayid })
      .returning();
    return row!;
  });
}
export async function findRefund(db: Database, mihpayid: string, tokenId: string) {
  const [row] = await db
    .select()
    .from(sandboxRefunds)
    .where(and(eq(sandboxRefunds.mihpayid, mihpayid), eq(sandboxRefunds.tokenId, tokenId)));
  return row;
}
export function findRefundByRequestId(db: Database, requestId: string) {
  return findRowBy(db, sandboxRefunds, sandboxRefunds.requestId, requestId);
}
export async function insertCard(db: Database, row: typeof sandboxCards.$inferInsert) {
  await db.insert(sandboxCards).values(row);
}
/** A stored card is found by its token together with the user credentials it was stored under, never the token alone. */
const cardOf = (token: string, userCredentials: string) =>
  and(eq(sandboxCards.token, token), eq(sandboxCards.userCredentials, userCredentials));
export async function findCard(db: Database, token: string, userCredentials: string) {
  const [row] = await db.select().from(sandboxCards).where(cardOf(token, userCredentials));
  return row;
}
export async function deleteCard(db: Database, token: string, userCredentials: string) {
  const deleted = await db.delete(sandboxCards).where(cardOf(token, userCredentials)).returning();
  return deleted.length > 0;
}
