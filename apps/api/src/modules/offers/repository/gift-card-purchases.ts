import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { giftCardEvents, giftCardPurchases, giftCards, merchants, offers } from '../../../db/schema/index.ts';

/** Gift cards bought by card (issue 29): the order, its payment's outcome, the card issued for it. */
export type PurchaseRow = typeof giftCardPurchases.$inferSelect;
type PurchaseStatus = PurchaseRow['status'];

export async function insertPurchase(db: Database, row: typeof giftCardPurchases.$inferInsert) {
  const [created] = await db.insert(giftCardPurchases).values(row).returning();
  return created!;
}

export async function findPurchase(db: Database, id: string) {
  const [row] = await db.select().from(giftCardPurchases).where(eq(giftCardPurchases.id, id));
  return row;
}

export async function findPurchaseByTxnid(db: Database, txnid: string) {
  const [row] = await db.select().from(giftCardPurchases).where(eq(giftCardPurchases.txnid, txnid));
  return row;
}

/** Moves an order from one of `from` in one statement (a repeat or a race finds it moved: undefined). */
export async function movePurchase(
  db: Database,
  where: { id: string; userId?: string } | { txnid: string },
  from: PurchaseStatus[],
  set: Partial<typeof giftCardPurchases.$inferInsert>,
) {
  const key =
    'txnid' in where
      ? eq(giftCardPurchases.txnid, where.txnid)
      : and(eq(giftCardPurchases.id, where.id), where.userId ? eq(giftCardPurchases.userId, where.userId) : undefined);
  const [row] = await db
    .update(giftCardPurchases)
    .set(set)
    .where(and(key, inArray(giftCardPurchases.status, from)))
    .returning();
  return row;
}

/** A capture that came after the order was let go: recorded once (the first answer wins), with its refund requested. */
export async function recordLateCapture(db: Database, id: string, gatewayPaymentId: string) {
  const [row] = await db
    .update(giftCardPurchases)
    .set({ status: 'refunded', gatewayPaymentId, refundStatus: 'requested' })
    .where(and(eq(giftCardPurchases.id, id), eq(giftCardPurchases.status, 'failed')))
    .returning({ id: giftCardPurchases.id });
  return row !== undefined;
}

export async function updatePurchaseRefund(
  db: Database,
  id: string,
  set: { refundRequestId?: string; refundStatus?: 'refunded' | 'failed' },
) {
  await db.update(giftCardPurchases).set(set).where(eq(giftCardPurchases.id, id));
}

/** The order's card: ordered once (its key is the order's id), answered by the provider later. */
export async function ensurePurchaseGiftCard(db: Database, purchase: PurchaseRow) {
  await db
    .insert(giftCards)
    .values({ purchaseId: purchase.id, userId: purchase.userId, offerId: purchase.offerId, orderKey: purchase.id, amount: purchase.amount })
    .onConflictDoNothing({ target: giftCards.orderKey });
  const [row] = await db.select().from(giftCards).where(eq(giftCards.purchaseId, purchase.id));
  const events = await db.select({ kind: giftCardEvents.kind }).from(giftCardEvents).where(eq(giftCardEvents.giftCardId, row!.id));
  if (events.length === 0) await db.insert(giftCardEvents).values({ giftCardId: row!.id, kind: 'ordered' });
  return row!;
}

export async function giftCardOfPurchase(db: Database, purchaseId: string) {
  const [row] = await db.select({ id: giftCards.id, status: giftCards.status }).from(giftCards).where(eq(giftCards.purchaseId, purchaseId));
  return row;
}

/** Every card a cardholder holds (claimed or bought), the provider's answer in, newest first. */
export async function heldGiftCards(db: Database, userId: string) {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.userId, userId), eq(giftCards.status, 'fulfilled'), isNotNull(giftCards.codeEncrypted)))
    .orderBy(desc(giftCards.createdAt));
}

/** The gift cards on sale today (live gift-card offers), with their values, by brand. */
export async function giftCardListings(db: Database, today: string) {
  return db
    .select({
      offerId: offers.id,
      brand: merchants.name,
      logo: merchants.logo,
      name: offers.name,
      description: offers.description,
      options: offers.options,
    })
    .from(offers)
    .innerJoin(merchants, eq(merchants.id, offers.merchantId))
    .where(and(eq(offers.offerType, 'gift_card'), eq(offers.status, 'live'), lte(offers.validFrom, today), gte(offers.validTo, today)))
    .orderBy(asc(merchants.name), asc(offers.name));
}
