/**
 * Every read of the ledger, and the only place it touches other modules' tables (docs/architecture.md: the ledger
 * is a named read-only reader of the money tables). It never writes. When a money table gains a status or a
 * column, this file is the one to adapt: the rules in rules.ts see only the rows below.
 * Amounts come back in paise (integers), times as Date.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  giftCardPurchases,
  giftCards,
  jobs,
  payments,
  refunds,
  rewardsBookings,
  rewardsCheckoutItems,
  rewardsCheckouts,
  sandboxRefunds,
  sandboxTransactions,
} from '../../db/schema/index.ts';

/** A booking's statuses in which its fee is kept: the service was requested, given or is being given. */
export const liveBookingStatuses = ['requested', 'confirmed', 'completed', 'no_show'] as const;
/** A rewards booking that stands (a cancelled or refunded one does not). */
export const liveRewardStatuses = ['pending', 'confirmed', 'completed'] as const;
/** Job kinds that move money; open ones mean the server has not finished with a payment or refund. */
const moneyJobPrefixes = ['payments.', 'rewards.', 'offers.gift-card'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The gateway's own books, where this database holds them (the built-in sandbox bank): what it captured and
 * refunded per transaction, so a capture our side never heard of (a lost callback) is still seen.
 * With a real gateway these tables are empty and our records are all the ledger has.
 */
const gatewayBooks = sql`(
  select g.txnid, g.status, coalesce(sum(r.amount_paise), 0)::int as refunded_paise
  from ${sandboxTransactions} g left join ${sandboxRefunds} r on r.mihpayid = g.mihpayid
  group by g.txnid, g.status
)`;

export interface FeeLine {
  paymentId: string;
  txnid: string;
  bookingId: string;
  reference: string;
  bookingStatus: string;
  /** Our record of the payment: 'success' is captured. */
  status: string;
  amountPaise: number;
  createdAt: Date;
  refundStatus: 'requested' | 'refunded' | 'failed' | null;
  refundPaise: number | null;
  refundError: string | null;
  /** The gateway's record, when we hold its books. */
  gatewayStatus: string | null;
  gatewayRefundedPaise: number;
}

/** Fee payments that moved money: captured on either side, or refunded. */
export async function feeLines(db: Database): Promise<FeeLine[]> {
  const result = await db.execute(sql`
    select p.id as "paymentId", p.txnid, p.booking_id as "bookingId", b.reference, b.status as "bookingStatus", p.status,
      round(p.amount::numeric * 100)::int as "amountPaise", p.created_at as "createdAt",
      r.status as "refundStatus", round(r.amount::numeric * 100)::int as "refundPaise", r.last_error as "refundError",
      g.status as "gatewayStatus", coalesce(g.refunded_paise, 0)::int as "gatewayRefundedPaise"
    from ${payments} p
    join ${bookings} b on b.id = p.booking_id
    left join ${refunds} r on r.payment_id = p.id
    left join ${gatewayBooks} g on g.txnid = p.txnid
    where p.status = 'success' or g.status = 'success' or r.id is not null
    order by p.created_at, p.id`);
  return rowsOf<FeeLine>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export interface CartLine {
  checkoutId: string;
  txnid: string;
  status: string;
  /** Our record of the capture: the gateway's payment id, set exactly when the cart payment was captured. */
  captured: boolean;
  amountPaise: number;
  createdAt: Date;
  gatewayStatus: string | null;
  gatewayRefundedPaise: number;
  /** Items with a live booking (each counted once), and the price of live bookings beyond an item's first. */
  bookedPaise: number;
  extraBookedPaise: number;
  /** Items with a live booking and a refund requested or done as well. */
  bookedAndRefundedPaise: number;
  /** Items whose refund is requested or done, and those whose refund failed. */
  refundedPaise: number;
  refundFailedPaise: number;
}

/**
 * Cart checkouts that moved money: captured on our side (the gateway's payment id recorded: paid, or a late capture
 * of a checkout already given up on), or captured at the gateway. A paid checkout's items are booked by a job
 * (rewards.fulfil); until it runs they are held, neither booked nor refunded.
 */
export async function cartLines(db: Database): Promise<CartLine[]> {
  const live = inList(liveRewardStatuses);
  const result = await db.execute(sql`
    with items as (
      select i.checkout_id, coalesce(i.price, 0) * 100 as paise, i.refund_status,
        (select count(*) from ${rewardsBookings} b where b.checkout_item_id = i.id and b.status in (${live}))::int as live_bookings
      from ${rewardsCheckoutItems} i
    )
    select c.id as "checkoutId", c.txnid, c.status,
      (c.gateway_payment_id is not null or c.status = 'paid') as captured, (c.total * 100)::int as "amountPaise", c.created_at as "createdAt",
      g.status as "gatewayStatus", coalesce(g.refunded_paise, 0)::int as "gatewayRefundedPaise",
      coalesce(sum(i.paise) filter (where i.live_bookings > 0), 0)::int as "bookedPaise",
      coalesce(sum(i.paise * greatest(i.live_bookings - 1, 0)), 0)::int as "extraBookedPaise",
      coalesce(sum(i.paise) filter (where i.live_bookings > 0 and i.refund_status in ('requested', 'refunded')), 0)::int
        as "bookedAndRefundedPaise",
      coalesce(sum(i.paise) filter (where i.refund_status in ('requested', 'refunded')), 0)::int as "refundedPaise",
      coalesce(sum(i.paise) filter (where i.refund_status = 'failed'), 0)::int as "refundFailedPaise"
    from ${rewardsCheckouts} c
    left join items i on i.checkout_id = c.id
    left join ${gatewayBooks} g on g.txnid = c.txnid
    where c.txnid is not null and (c.gateway_payment_id is not null or c.status = 'paid' or g.status = 'success')
    group by c.id, g.status, g.refunded_paise
    order by c.created_at, c.id`);
  return rowsOf<CartLine>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export interface CartLineBooking {
  cartItemId: string;
  checkoutId: string;
  txnid: string;
  pricePaise: number;
  createdAt: Date;
}

/** Live bookings of cart lines that were booked more than once (by two checkouts of one cart), oldest first. */
export async function cartLinesBookedTwice(db: Database): Promise<CartLineBooking[]> {
  const live = inList(liveRewardStatuses);
  const result = await db.execute(sql`
    with booked as (
      select i.cart_item_id, c.id as checkout_id, c.txnid, coalesce(i.price, 0) * 100 as paise, b.created_at
      from ${rewardsBookings} b
      join ${rewardsCheckoutItems} i on i.id = b.checkout_item_id
      join ${rewardsCheckouts} c on c.id = i.checkout_id
      where b.status in (${live})
    )
    select cart_item_id as "cartItemId", checkout_id as "checkoutId", txnid, paise::int as "pricePaise", created_at as "createdAt"
    from booked
    where cart_item_id in (select cart_item_id from booked group by cart_item_id having count(distinct checkout_id) > 1)
    order by cart_item_id, created_at`);
  return rowsOf<CartLineBooking>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

export interface GiftCardLine {
  purchaseId: string;
  txnid: string;
  status: string;
  /** Our record of the capture: the gateway's payment id, set exactly when the order's payment was captured. */
  captured: boolean;
  amountPaise: number;
  createdAt: Date;
  gatewayStatus: string | null;
  gatewayRefundedPaise: number;
  /** The card the provider issued for it (live: fulfilled), and the refund's state. */
  issued: boolean;
  refundStatus: 'requested' | 'refunded' | 'failed' | null;
}

/**
 * Gift cards bought by card (issue 29) that moved money: captured on our side (the gateway's payment id: paid,
 * issued, refunded, or a late capture of an order let go), or captured at the gateway. A paid order's card is
 * issued by a job (offers.gift-card-issue); until it runs the money is in flight.
 */
export async function giftCardLines(db: Database): Promise<GiftCardLine[]> {
  const result = await db.execute(sql`
    select p.id as "purchaseId", p.txnid, p.status,
      (p.gateway_payment_id is not null or p.status in ('paid', 'issued')) as captured, (p.amount * 100)::int as "amountPaise",
      p.created_at as "createdAt", g.status as "gatewayStatus", coalesce(g.refunded_paise, 0)::int as "gatewayRefundedPaise",
      exists (select 1 from ${giftCards} c where c.purchase_id = p.id and c.status = 'fulfilled') as issued,
      p.refund_status as "refundStatus"
    from ${giftCardPurchases} p
    left join ${gatewayBooks} g on g.txnid = p.txnid
    where p.txnid is not null and (p.gateway_payment_id is not null or p.status in ('paid', 'issued') or g.status = 'success')
    order by p.created_at, p.id`);
  return rowsOf<GiftCardLine>(result).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** Money jobs not yet done (queued, retrying or running), however far off. */
export async function openMoneyJobs(db: Database): Promise<number> {
  const kinds = sql.join(
    moneyJobPrefixes.map((prefix) => sql`kind like ${`${prefix}%`}`),
    sql` or `,
  );
  const result = await db.execute(sql`select count(*)::int as n from ${jobs} where status in ('queued', 'running') and (${kinds})`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}
