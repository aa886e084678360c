import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rewardsBookings, rewardsCartItems, rewardsCheckoutItems, rewardsCheckouts } from '../../db/schema/index.ts';
import { prepared } from './prepared.ts';

export type CartItemRow = typeof rewardsCartItems.$inferSelect;
export type CheckoutRow = typeof rewardsCheckouts.$inferSelect;
export type CheckoutItemRow = typeof rewardsCheckoutItems.$inferSelect;
export type RewardBookingRow = typeof rewardsBookings.$inferSelect;

export const cartOfUser = (db: Database, userId: string) => prepared(db).cartOfUser.execute({ userId });

export async function insertCartItems(db: Database, rows: (typeof rewardsCartItems.$inferInsert)[]) {
  await db.insert(rewardsCartItems).values(rows);
}

export async function deleteCartItem(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(rewardsCartItems)
    .where(and(eq(rewardsCartItems.id, id), eq(rewardsCartItems.userId, userId)))
    .returning({ id: rewardsCartItems.id });
  return deleted.length > 0;
}

/** An array literal, not a JS array: Drizzle would spread an array into a list of parameters. */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * A checkout and its items in one statement (one round trip, all or nothing): the ids are made here, so the
 * rows are known without reading them back.
 */
export async function insertCheckout(
  db: Database,
  checkout: Omit<typeof rewardsCheckouts.$inferInsert, 'id' | 'createdAt'> & Pick<CheckoutRow, 'status'>,
  items: (Omit<typeof rewardsCheckoutItems.$inferInsert, 'id' | 'checkoutId'> & Pick<CheckoutItemRow, 'price' | 'outcome'>)[],
) {
  const row: CheckoutRow = {
    txnid: null,
    gatewayPaymentId: null,
    cardMask: null,
    settledAt: null,
    ...checkout,
    id: randomUUID(),
    createdAt: new Date(),
  };
  const itemRows: CheckoutItemRow[] = items.map((item) => ({
    message: null,
    holdRef: null,
    cancellationPolicy: null,
    bookingId: null,
    refundStatus: null,
    refundRequestId: null,
    ...item,
    id: randomUUID(),
    checkoutId: row.id,
  }));
  await db.execute(
    sql`with checkout as (${db.insert(rewardsCheckouts).values(row).getSQL()}) ${db.insert(rewardsCheckoutItems).values(itemRows).getSQL()}`,
  );
  return { checkout: row, items: itemRows };
}

/**
 * A paid cart's bookings that the providers confirmed, each item pointed at its booking, and the cart emptied of
 * everything the checkout held: one statement.
 */
export async function recordBooked(
  db: Database,
  userId: string,
  booked: { itemId: string; booking: typeof rewardsBookings.$inferInsert }[],
  cartItemIds: string[],
) {
  const emptyCart = sql`delete from ${rewardsCartItems} where ${rewardsCartItems.userId} = ${userId} and ${rewardsCartItems.id} = any(${uuidArray(cartItemIds)}::uuid[])`;
  if (booked.length === 0) {
    await db.execute(emptyCart);
    return;
  }
  const rows = booked.map(({ booking }) => ({ ...booking, id: booking.id ?? randomUUID() }));
  await db.execute(sql`with booked as (${db.insert(rewardsBookings).values(rows).getSQL()}),
    items as (
      update ${rewardsCheckoutItems} set booking_id = b.booking_id, outcome = 'booked', message = null
      from (select unnest(${uuidArray(booked.map((b) => b.itemId))}::uuid[]) as item_id, unnest(${uuidArray(rows.map((r) => r.id))}::uuid[]) as booking_id) b
      where ${rewardsCheckoutItems.id} = b.item_id
    )
    ${emptyCart}`);
}

export async function findCheckout(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(rewardsCheckouts)
    .where(and(eq(rewardsCheckouts.id, id), eq(rewardsCheckouts.userId, userId)));
  return row;
}
export const findCheckoutByTxnid = async (db: Database, txnid: string) => (await prepared(db).checkoutByTxnid.execute({ txnid }))[0];

export const checkoutItems = (db: Database, checkoutId: string) =>
  db.select().from(rewardsCheckoutItems).where(eq(rewardsCheckoutItems.checkoutId, checkoutId)).orderBy(rewardsCheckoutItems.title);

export async function findCheckoutItem(db: Database, id: string) {
  const [row] = await db
    .select({ item: rewardsCheckoutItems, checkout: rewardsCheckouts })
    .from(rewardsCheckoutItems)
    .innerJoin(rewardsCheckouts, eq(rewardsCheckouts.id, rewardsCheckoutItems.checkoutId))
    .where(eq(rewardsCheckoutItems.id, id));
  return row;
}

export async function findCheckoutItemByHold(db: Database, userId: string, holdRef: string) {
  const [row] = await db
    .select({ item: rewardsCheckoutItems, checkout: rewardsCheckouts })
    .from(rewardsCheckoutItems)
    .innerJoin(rewardsCheckouts, eq(rewardsCheckouts.id, rewardsCheckoutItems.checkoutId))
    .where(and(eq(rewardsCheckoutItems.holdRef, holdRef), eq(rewardsCheckouts.userId, userId)));
  return row;
}

/** Moves a checkout from one of `from` to `to`; undefined when it was not in `from` (someone else moved it). */
export async function moveCheckout(
  db: Database,
  id: string,
  from: CheckoutRow['status'][],
  set: Partial<typeof rewardsCheckouts.$inferInsert> & { status: CheckoutRow['status'] },
) {
  const [row] = await db
    .update(rewardsCheckouts)
    .set(set)
    .where(and(eq(rewardsCheckouts.id, id), inArray(rewardsCheckouts.status, from)))
    .returning();
  return row;
}

/** A quoted checkout, still payable at `total`, starts its payment; undefined when it is not (the caller says why). */
export async function startPaying(
  db: Database,
  userId: string,
  id: string,
  total: number,
  at: Date,
  set: { txnid: string; cardMask: string },
) {
  const [row] = await db
    .update(rewardsCheckouts)
    .set({ status: 'paying', ...set })
    .where(
      and(
        eq(rewardsCheckouts.id, id),
        eq(rewardsCheckouts.userId, userId),
        eq(rewardsCheckouts.status, 'quoted'),
        gt(rewardsCheckouts.payBy, at),
        eq(rewardsCheckouts.total, total),
      ),
    )
    .returning();
  return row;
}

/** The payment under way with this gateway transaction, for this amount and product, settles; undefined otherwise. */
export async function settleByTxnid(
  db: Database,
  txnid: string,
  total: number,
  productInfo: string,
  set: Pick<typeof rewardsCheckouts.$inferInsert, 'gatewayPaymentId' | 'settledAt'> & { status: 'paid' | 'failed' },
) {
  const [row] = await db
    .update(rewardsCheckouts)
    .set(set)
    .where(
      and(
        eq(rewardsCheckouts.txnid, txnid),
        eq(rewardsCheckouts.status, 'paying'),
        eq(rewardsCheckouts.total, total),
        eq(rewardsCheckouts.productInfo, productInfo as CheckoutRow['productInfo']),
      ),
    )
    .returning();
  return row;
}

export const checkoutItemsByTxnid = async (db: Database, txnid: string) =>
  (
    await db
      .select({ item: rewardsCheckoutItems })
      .from(rewardsCheckoutItems)
      .innerJoin(rewardsCheckouts, eq(rewardsCheckouts.id, rewardsCheckoutItems.checkoutId))
      .where(eq(rewardsCheckouts.txnid, txnid))
      .orderBy(rewardsCheckoutItems.title)
  ).map((row) => row.item);

export const openCheckoutsOf = (db: Database, userId: string) =>
  db
    .select()
    .from(rewardsCheckouts)
    .where(and(eq(rewardsCheckouts.userId, userId), eq(rewardsCheckouts.status, 'quoted')));

export async function updateCheckoutItem(db: Database, id: string, set: Partial<typeof rewardsCheckoutItems.$inferInsert>) {
  await db.update(rewardsCheckoutItems).set(set).where(eq(rewardsCheckoutItems.id, id));
}

export async function insertBooking(db: Database, row: typeof rewardsBookings.$inferInsert) {
  const [booking] = await db.insert(rewardsBookings).values(row).returning();
  return booking!;
}

export const bookingsOfUser = (db: Database, userId: string, type?: RewardBookingRow['type']) =>
  db
    .select()
    .from(rewardsBookings)
    .where(and(eq(rewardsBookings.userId, userId), type ? eq(rewardsBookings.type, type) : undefined))
    .orderBy(desc(rewardsBookings.serviceAt));

export async function findBooking(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ booking: rewardsBookings, item: rewardsCheckoutItems })
    .from(rewardsBookings)
    .leftJoin(rewardsCheckoutItems, eq(rewardsCheckoutItems.id, rewardsBookings.checkoutItemId))
    .where(and(eq(rewardsBookings.id, id), eq(rewardsBookings.userId, userId)));
  return row;
}
