import { eq, sql } from 'drizzle-orm';
import { type OfferType, type RedemptionStatus } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import { redemptionStatusHistory, redemptions, voucherResends } from '../../../db/schema/index.ts';
import { lockFor } from './bundles.ts';
import { rowsOf } from './sql-parts.ts';

/** Redemptions: the OTP step's row, completing one, the cardholder's list, voucher resends. */
export async function countRedemptions(db: Database, userId: string, offerId: string) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from redemptions
      where user_id = ${userId} and offer_id = ${offerId} and status in ('completed', 'pending')`),
  );
  return row?.n ?? 0;
}

export async function countRecentOtpSends(db: Database, userId: string, since: Date) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from redemptions where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz`,
    ),
  );
  return row?.n ?? 0;
}

export async function insertRedemption(tx: Database, row: typeof redemptions.$inferInsert) {
  const [created] = await tx.insert(redemptions).values(row).returning({ id: redemptions.id });
  await tx.insert(redemptionStatusHistory).values({ redemptionId: created!.id, status: row.status ?? 'otp_sent' });
  return created!.id;
}

/**
 * The redemption of a token, locked; given a key, its advisory lock is taken first, in a statement of its own, so every
 * caller takes the two in the same order. (Inside `exists (...)` the lock was never taken: PostgreSQL does not
 * evaluate an EXISTS subquery's select list, so concurrent confirmations each counted the others' rows as absent.)
 */
export async function lockRedemptionByToken(tx: Database, tokenHash: string, lockKey?: string) {
  if (lockKey) await lockFor(tx, lockKey);
  const [row] = await tx.select().from(redemptions).where(eq(redemptions.tokenHash, tokenHash)).for('update');
  return row;
}

/**
 * Completes a redemption whose code was right, in one statement: within the user's limit (else 'failed'), a voucher
 * offer's next free code claimed (concurrent claims skip each other's rows; none free: 'sold_out'), the one-time code
 * used up, the status and its history written. The caller holds the user's limit lock, taken in an earlier statement,
 * so the count sees every redemption completed before it.
 */
export async function completeRedemption(
  tx: Database,
  r: { id: string; userId: string; offerId: string; limit: number; voucher: boolean },
): Promise<RedemptionStatus> {
  const [row] = rowsOf<{ status: RedemptionStatus }>(
    await tx.execute(sql`with quota as (
        select count(*) < ${r.limit}::int as ok from redemptions
        where user_id = ${r.userId} and offer_id = ${r.offerId} and status in ('completed', 'pending')
      ), code as (
        update voucher_codes set redemption_id = ${r.id}, claimed_at = now()
        where ${r.voucher}::boolean and (select ok from quota)
          and id = (select id from voucher_codes where offer_id = ${r.offerId} and redemption_id is null
                    order by seq limit 1 for update skip locked)
        returning id
      ), done as (
        update redemptions set
          status = case when not (select ok from quota) then 'failed'
                        when ${r.voucher}::boolean and not exists (select 1 from code) then 'sold_out' else 'completed' end,
          voucher_code_id = (select id from code), otp_hash = null, updated_at = now()
        where id = ${r.id} returning status
      ), history as (
        insert into redemption_status_history (redemption_id, status) select ${r.id}, status from done
      )
      select status from done`),
  );
  return row!.status;
}

export async function setRedemption(
  tx: Database,
  id: string,
  changes: Partial<Pick<typeof redemptions.$inferInsert, 'status' | 'otpHash' | 'otpWrongAttempts' | 'voucherCodeId'>>,
) {
  await tx
    .update(redemptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(redemptions.id, id));
  if (changes.status) await tx.insert(redemptionStatusHistory).values({ redemptionId: id, status: changes.status });
}

/** One free code of the pool, handed to this redemption; concurrent claims skip each other's rows. */
export async function claimVoucherCode(tx: Database, offerId: string, redemptionId: string) {
  const [row] = rowsOf<{ id: string; code_encrypted: string }>(
    await tx.execute(sql`update voucher_codes set redemption_id = ${redemptionId}, claimed_at = now()
      where id = (select id from voucher_codes where offer_id = ${offerId} and redemption_id is null
                  order by seq limit 1 for update skip locked)
      returning id, code_encrypted`),
  );
  return row;
}

export interface RedemptionViewRow {
  id: string;
  offer_id: string;
  offer_name: string;
  merchant_name: string;
  offer_type: OfferType;
  bundle_group_id: string | null;
  status: RedemptionStatus;
  card_bin: string;
  user_email: string | null;
  user_phone: string | null;
  guest_name: string | null;
  master_retail_option_id: string | null;
  voucher_code: string | null;
  coupon_code: string | null;
  gift_card_id: string | null;
  created_at: string;
  history: { status: RedemptionStatus; at: string }[];
}
/** The user's redemptions (one when `id` is given), newest first, without the ones whose code was never confirmed. */
export async function listRedemptions(db: Database, userId: string, filter: { id?: string; offerId?: string } = {}) {
  // The status history rides along as JSON: one round trip (a redemption's completing step answers with it).
  return rowsOf<RedemptionViewRow>(
    await db.execute(sql`select r.id, r.offer_id, o.name as offer_name, m.name as merchant_name, o.offer_type, r.bundle_group_id,
        r.status, r.card_bin, r.user_email, r.user_phone, r.guest_name, r.master_retail_option_id,
        v.code_encrypted as voucher_code, o.coupon_code, g.id as gift_card_id,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        coalesce((select json_agg(json_build_object('status', h.status,
                    'at', to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by h.seq)
                  from redemption_status_history h where h.redemption_id = r.id), '[]') as history
      from redemptions r join offers o on o.id = r.offer_id join merchants m on m.id = o.merchant_id
        left join voucher_codes v on v.id = r.voucher_code_id left join gift_cards g on g.redemption_id = r.id
      where r.user_id = ${userId} and r.status <> 'otp_sent'
        ${filter.id ? sql`and r.id = ${filter.id}` : sql``} ${filter.offerId ? sql`and r.offer_id = ${filter.offerId}` : sql``}
      order by r.seq desc limit 200`),
  );
}

export async function countResends(db: Database, userId: string, since: Date) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from voucher_resends where user_id = ${userId} and at >= ${since.toISOString()}::timestamptz`,
    ),
  );
  return row?.n ?? 0;
}
export async function recordResend(db: Database, userId: string, redemptionId: string) {
  await db.insert(voucherResends).values({ userId, redemptionId });
}
