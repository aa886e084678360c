import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { giftCardEvents, giftCards, redemptions } from '../../../db/schema/index.ts';

/** Gift cards: the order's row, its events, settling it once. */
export async function insertGiftCard(tx: Database, row: typeof giftCards.$inferInsert) {
  const [created] = await tx.insert(giftCards).values(row).returning({ id: giftCards.id });
  await tx.insert(giftCardEvents).values({ giftCardId: created!.id, kind: 'ordered' });
  return created!.id;
}

export async function findGiftCard(db: Database, id: string) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) return undefined;
  const events = await db
    .select({ kind: giftCardEvents.kind, at: giftCardEvents.at })
    .from(giftCardEvents)
    .where(eq(giftCardEvents.giftCardId, id))
    .orderBy(giftCardEvents.seq);
  return { ...row, events };
}

/** Settles a pending gift card once (fulfilled or failed): its redemption (null for a bought card); undefined when it was already settled. */
export async function settleGiftCard(
  tx: Database,
  id: string,
  outcome: { status: 'fulfilled'; codeEncrypted: string; pinEncrypted: string; balance: number; expiresOn: string } | { status: 'failed' },
) {
  const updated = await tx
    .update(giftCards)
    .set(outcome)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')))
    .returning({ redemptionId: giftCards.redemptionId });
  if (updated.length === 0) return undefined;
  await tx.insert(giftCardEvents).values({ giftCardId: id, kind: outcome.status });
  return updated[0]!.redemptionId;
}

export async function giftCardByRedemption(db: Database, redemptionId: string) {
  const [row] = await db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.redemptionId, redemptionId));
  return row?.id;
}

export async function redemptionStatus(db: Database, id: string) {
  const [row] = await db.select({ status: redemptions.status }).from(redemptions).where(eq(redemptions.id, id));
  return row?.status;
}
