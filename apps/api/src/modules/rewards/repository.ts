import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

/**
 * A checkout and its items in one statement (one round trip, all or nothing): the ids are made here, so the
 * rows are known without reading them back. Undefined when the cardholder has an open checkout already (the
 * database holds one per cart): nothing is written then.
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
  // Written out (one JSON parameter for the items) rather than built by Drizzle on every checkout: the same
  // text each time, prepared once per connection.
  const itemsJson = itemRows.map((item) => ({
    id: item.id,
    cart_item_id: item.cartItemId,
    type: item.type,
    input: item.input,
    title: item.title,
    starts_at: item.startsAt,
    added_price: item.addedPrice,
    price: item.price,
    outcome: item.outcome,
    message: item.message,
    hold_ref: item.holdRef,
    cancellation_policy: item.cancellationPolicy,
  }));
  const result = await db.execute(sql`with checkout as (
      insert into rewards_checkouts (id, user_id, status, total, product_info, price_changed, pay_by, created_at)
      values (${row.id}::uuid, ${row.userId}::uuid, ${row.status}, ${row.total}::integer, ${row.productInfo}, ${row.priceChanged}::boolean,
        ${row.payBy.toISOString()}::timestamptz, ${row.createdAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning id
    )
    insert into rewards_checkout_items (id, checkout_id, cart_item_id, type, input, title, starts_at, added_price, price, outcome,
      message, hold_ref, cancellation_policy)
    select x.id, checkout.id, x.cart_item_id, x.type, x.input, x.title, x.starts_at, x.added_price, x.price, x.outcome,
      x.message, x.hold_ref, x.cancellation_policy
    from checkout, jsonb_to_recordset(${JSON.stringify(itemsJson)}::jsonb) as x(id uuid, cart_item_id uuid, type text, input jsonb, title text,
      starts_at timestamptz, added_price integer, price integer, outcome text, message text, hold_ref text, cancellation_policy jsonb)
    returning id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return undefined;
  return { checkout: row, items: itemRows };
}

/**
 * One paid item settled, once: it leaves 'held' for `set` only if it is still held (a second run of the job finds
 * it settled and does nothing), then its booking is written and named on it. In the caller's transaction.
 */
export async function settleHeldItem(
  tx: Database,
  itemId: string,
  set: Pick<typeof rewardsCheckoutItems.$inferInsert, 'outcome' | 'message' | 'refundStatus'>,
  booking: typeof rewardsBookings.$inferInsert,
) {
  const [claimed] = await tx
    .update(rewardsCheckoutItems)
    .set(set)
    .where(and(eq(rewardsCheckoutItems.id, itemId), eq(rewardsCheckoutItems.outcome, 'held')))
    .returning({ id: rewardsCheckoutItems.id });
  if (!claimed) return false;
  const [inserted] = await tx.insert(rewardsBookings).values(booking).returning({ id: rewardsBookings.id });
  await tx.update(rewardsCheckoutItems).set({ bookingId: inserted!.id }).where(eq(rewardsCheckoutItems.id, itemId));
  return true;
}

/** The cart lines a paid checkout took (booked or refunded), gone from the cart. */
export async function removeFromCart(db: Database, userId: string, cartItemIds: string[]) {
  if (cartItemIds.length === 0) return;
  await db.delete(rewardsCartItems).where(and(eq(rewardsCartItems.userId, userId), inArray(rewardsCartItems.id, cartItemIds)));
}

export async function findCheckoutById(db: Database, id: string) {
  const [row] = await db.select().from(rewardsCheckouts).where(eq(rewardsCheckouts.id, id));
  return row;
}

/** A checkout is its cardholder's alone: reading or paying one names both. */
const checkoutOf = (userId: string, id: string) => and(eq(rewardsCheckouts.id, id), eq(rewardsCheckouts.userId, userId));

export async function findCheckout(db: Database, userId: string, id: string) {
  const [row] = await db.select().from(rewardsCheckouts).where(checkoutOf(userId, id));
  return row;
}
export const findCheckoutByTxnid = async (db: Database, txnid: string) => (await prepared(db).checkoutByTxnid.execute({ txnid }))[0];

export const checkoutItems = (db: Database, checkoutId: string) =>
  db.select().from(rewardsCheckoutItems).where(eq(rewardsCheckoutItems.checkoutId, checkoutId)).orderBy(rewardsCheckoutItems.title);

/** Checkout items, each with its checkout: the caller adds which. */
const itemsWithCheckout = (db: Database) =>
  db
    .select({ item: rewardsCheckoutItems, checkout: rewardsCheckouts })
    .from(rewardsCheckoutItems)
    .innerJoin(rewardsCheckouts, eq(rewardsCheckouts.id, rewardsCheckoutItems.checkoutId));

export async function findCheckoutItem(db: Database, id: string) {
  const [row] = await itemsWithCheckout(db).where(eq(rewardsCheckoutItems.id, id));
  return row;
}

export async function findCheckoutItemByHold(db: Database, userId: string, holdRef: string) {
  const [row] = await itemsWithCheckout(db).where(and(eq(rewardsCheckoutItems.holdRef, holdRef), eq(rewardsCheckouts.userId, userId)));
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

/** The same, for the checkout paying with this gateway transaction. */
export async function moveCheckoutByTxnid(
  db: Database,
  txnid: string,
  from: CheckoutRow['status'][],
  set: Partial<typeof rewardsCheckouts.$inferInsert> & { status: CheckoutRow['status'] },
) {
  const [row] = await db
    .update(rewardsCheckouts)
    .set(set)
    .where(and(eq(rewardsCheckouts.txnid, txnid), inArray(rewardsCheckouts.status, from)))
    .returning();
  return row;
}

/** A failed checkout whose payment the bank captured after all: the capture recorded once, for its refund. */
export async function recordLateCapture(db: Database, id: string, gatewayPaymentId: string) {
  const [row] = await db
    .update(rewardsCheckouts)
    .set({ gatewayPaymentId })
    .where(and(eq(rewardsCheckouts.id, id), eq(rewardsCheckouts.status, 'failed'), isNull(rewardsCheckouts.gatewayPaymentId)))
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
      and(checkoutOf(userId, id), eq(rewardsCheckouts.status, 'quoted'), gt(rewardsCheckouts.payBy, at), eq(rewardsCheckouts.total, total)),
    )
    .returning();
  return row;
}

/** The cardholder's open checkout (quoted, or being paid): the database keeps at most one. */
export const openCheckoutsOf = (db: Database, userId: string) =>
  db
    .select()
    .from(rewardsCheckouts)
    .where(and(eq(rewardsCheckouts.userId, userId), inArray(rewardsCheckouts.status, ['quoted', 'paying'])));

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

/** The bookings a checkout's items became (booked or refunded), for its receipt. */
export async function bookingsOfItems(db: Database, checkoutItemIds: string[]) {
  if (checkoutItemIds.length === 0) return [];
  return db.select().from(rewardsBookings).where(inArray(rewardsBookings.checkoutItemId, checkoutItemIds));
}

/** A booked tour or stay becomes cancelled, once: undefined when it was not booked (any more). */
export async function cancelBooked(db: Database, id: string, message: string) {
  const [row] = await db
    .update(rewardsBookings)
    .set({ status: 'cancelled', message })
    .where(and(eq(rewardsBookings.id, id), inArray(rewardsBookings.status, ['pending', 'confirmed'])))
    .returning();
  return row;
}
