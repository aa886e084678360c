import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type OfferStatus, type OfferType, type RedemptionStatus } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import {
  merchantOutlets,
  merchantUsers,
  merchants,
  offerCardProducts,
  offerCategories,
  offerPendingChanges,
  offers,
} from '../../../db/schema/index.ts';
import { type OfferDetailRow } from './offer-reads.ts';
import { offerColumns, offerFrom, rowsOf } from './sql-parts.ts';

/** The console's: merchants, their users, offers in any status, pending changes, the voucher pool, a merchant's redemptions. */
// --- the console: merchants, their users, offers in any status, the voucher pool, a merchant's redemptions ----------

/** The merchant a merchant's user acts for. */
export async function merchantOfUser(db: Database, userId: string) {
  const [row] = await db.select({ merchantId: merchantUsers.merchantId }).from(merchantUsers).where(eq(merchantUsers.userId, userId));
  return row?.merchantId;
}

export async function findMerchant(db: Database, id: string) {
  const [row] = await db.select({ id: merchants.id, name: merchants.name }).from(merchants).where(eq(merchants.id, id));
  return row;
}

export async function categoryExists(db: Database, id: string) {
  const [row] = await db.select({ id: offerCategories.id }).from(offerCategories).where(eq(offerCategories.id, id));
  return Boolean(row);
}

export async function insertMerchant(
  tx: Database,
  merchant: { name: string; title: string; logo: string; description: string },
  outlets: { city: string; address: string; latitude: number; longitude: number }[],
) {
  const [created] = await tx.insert(merchants).values(merchant).returning({
    id: merchants.id,
    name: merchants.name,
    title: merchants.title,
    logo: merchants.logo,
    description: merchants.description,
  });
  const stored = outlets.length
    ? await tx
        .insert(merchantOutlets)
        .values(outlets.map((o) => ({ ...o, merchantId: created!.id })))
        .returning({
          id: merchantOutlets.id,
          city: merchantOutlets.city,
          address: merchantOutlets.address,
          latitude: merchantOutlets.latitude,
          longitude: merchantOutlets.longitude,
        })
    : [];
  return { ...created!, outlets: stored };
}

export async function usersOfMerchant(db: Database, merchantId: string) {
  const rows = await db.select({ userId: merchantUsers.userId }).from(merchantUsers).where(eq(merchantUsers.merchantId, merchantId));
  return rows.map((r) => r.userId);
}

export async function insertMerchantUser(tx: Database, userId: string, merchantId: string) {
  await tx.insert(merchantUsers).values({ userId, merchantId });
}

export type OfferWrite = Partial<
  Pick<
    typeof offers.$inferInsert,
    | 'categoryId'
    | 'name'
    | 'description'
    | 'terms'
    | 'redemptionSteps'
    | 'options'
    | 'couponCode'
    | 'perUserLimit'
    | 'validFrom'
    | 'validTo'
  >
>;

export async function insertOffer(
  tx: Database,
  offer: OfferWrite &
    Pick<typeof offers.$inferInsert, 'merchantId' | 'categoryId' | 'name' | 'offerType' | 'validFrom' | 'validTo' | 'status'>,
  cardProductIds: readonly string[],
) {
  const [created] = await tx.insert(offers).values(offer).returning({ id: offers.id });
  await replaceOfferCards(tx, created!.id, cardProductIds);
  return created!.id;
}

export async function replaceOfferCards(tx: Database, offerId: string, cardProductIds: readonly string[]) {
  await tx.delete(offerCardProducts).where(eq(offerCardProducts.offerId, offerId));
  if (cardProductIds.length)
    await tx.insert(offerCardProducts).values([...new Set(cardProductIds)].map((cardProductId) => ({ offerId, cardProductId })));
}

/**
 * Writes an offer's fields and, given `status`, moves it from `status.from` to `status.to` only if it is still in
 * `from` (a concurrent change wins, and this answers false).
 */
export async function updateOffer(
  tx: Database,
  id: string,
  changes: OfferWrite,
  status?: { from: OfferStatus; to: OfferStatus },
): Promise<boolean> {
  const updated = await tx
    .update(offers)
    .set({ ...changes, ...(status ? { status: status.to } : {}), updatedAt: new Date() })
    .where(status ? and(eq(offers.id, id), eq(offers.status, status.from)) : eq(offers.id, id))
    .returning({ id: offers.id });
  return updated.length > 0;
}

export interface PendingChangeRow {
  id: string;
  fields: Record<string, unknown>;
  submitted_at: string;
}
export interface ManagedOfferRow extends OfferDetailRow {
  stock_total: number | null;
  pending_change: PendingChangeRow | null;
}
/** Offers in any status for the console: one merchant's (or all), newest first. */
export async function listManagedOffers(
  db: Database,
  filter: { merchantId?: string; status?: OfferStatus; id?: string; lowStockAt?: number; pendingChange?: boolean },
) {
  const where: SQL[] = [sql`true`];
  if (filter.pendingChange) where.push(sql`o.id in (select offer_id from offer_pending_changes)`);
  if (filter.merchantId) where.push(sql`o.merchant_id = ${filter.merchantId}`);
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  if (filter.id) where.push(sql`o.id = ${filter.id}`);
  return rowsOf<ManagedOfferRow>(
    await db.execute(sql`select * from (select ${offerColumns}, o.terms, o.redemption_steps, o.options, o.coupon_code,
        m.title as merchant_title, m.logo as merchant_logo, m.description as merchant_description,
        case when o.offer_type = 'voucher' then (select count(*)::int from voucher_codes v where v.offer_id = o.id) end as stock_total,
        (select json_build_object('id', pc.id, 'fields', pc.fields,
            'submitted_at', to_char(pc.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          from offer_pending_changes pc where pc.offer_id = o.id) as pending_change,
        o.created_at
      from ${offerFrom} where ${sql.join(where, sql` and `)}) listed
      where ${filter.lowStockAt === undefined ? sql`true` : sql`stock_left <= ${filter.lowStockAt}`}
      order by created_at desc, id limit 500`),
  );
}

/** The offer's pending change, locked until the transaction ends (an edit merging into it, or the admin's decision). */
export async function lockPendingChange(tx: Database, offerId: string) {
  const [row] = await tx.select().from(offerPendingChanges).where(eq(offerPendingChanges.offerId, offerId)).for('update');
  return row;
}

/** Stores a merchant's edit as the offer's pending change, under a new id, merged over one that waits already. */
export async function savePendingChange(tx: Database, offerId: string, fields: Record<string, unknown>) {
  await tx.execute(sql`insert into offer_pending_changes (offer_id, fields) values (${offerId}, ${JSON.stringify(fields)}::jsonb)
    on conflict (offer_id) do update
      set fields = offer_pending_changes.fields || excluded.fields, id = gen_random_uuid(), submitted_at = now()`);
}

export async function deletePendingChange(tx: Database, offerId: string) {
  await tx.delete(offerPendingChanges).where(eq(offerPendingChanges.offerId, offerId));
}

/**
 * A text[] literal of base64url-and-dot values (keyed hashes, sealed codes): one parameter for a whole upload, where
 * a parameter per value would make thousands of them. Anything else is refused rather than quoted.
 */
function textArray(values: readonly string[]): string {
  for (const value of values) if (!/^[A-Za-z0-9._-]+$/.test(value)) throw new Error('not a hash or a sealed code');
  return `{${values.join(',')}}`;
}

/** Which of these code hashes are already in the offer's pool. */
export async function codeHashesInPool(db: Database, offerId: string, hashes: readonly string[]) {
  if (hashes.length === 0) return new Set<string>();
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select code_hash as hash from voucher_codes
      where offer_id = ${offerId} and code_hash = any(${textArray(hashes)}::text[])`),
  );
  return new Set(rows.map((r) => r.hash));
}

/** Adds codes to the pool in one statement; a code another upload added meanwhile is skipped. The hashes of the codes added. */
export async function insertVoucherCodes(tx: Database, offerId: string, codes: readonly { codeEncrypted: string; codeHash: string }[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = rowsOf<{ hash: string }>(
    await tx.execute(sql`insert into voucher_codes (offer_id, code_encrypted, code_hash)
      select ${offerId}::uuid, sealed, hash
      from unnest(${textArray(codes.map((c) => c.codeEncrypted))}::text[], ${textArray(codes.map((c) => c.codeHash))}::text[]) as u(sealed, hash)
      on conflict do nothing returning code_hash as hash`),
  );
  return new Set(rows.map((r) => r.hash));
}

export async function freeCodes(db: Database, offerId: string) {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from voucher_codes where offer_id = ${offerId} and redemption_id is null`),
  );
  return row?.n ?? 0;
}

export interface MerchantRedemptionRow {
  id: string;
  offer_id: string;
  offer_name: string;
  offer_type: OfferType;
  status: RedemptionStatus;
  card_product_id: string;
  user_phone: string | null;
  voucher_code: string | null;
  coupon_code: string | null;
  master_retail_option_id: string | null;
  created_at: string;
}
/** Redemptions of one merchant's offers (or all), newest first, without the ones whose code was never confirmed. */
export async function listMerchantRedemptions(db: Database, filter: { merchantId?: string; offerId?: string }) {
  return rowsOf<MerchantRedemptionRow>(
    await db.execute(sql`select r.id, r.offer_id, o.name as offer_name, o.offer_type, r.status, r.card_product_id, r.user_phone,
        v.code_encrypted as voucher_code, o.coupon_code, r.master_retail_option_id,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from redemptions r join offers o on o.id = r.offer_id left join voucher_codes v on v.id = r.voucher_code_id
      where r.status <> 'otp_sent'
        ${filter.merchantId ? sql`and o.merchant_id = ${filter.merchantId}` : sql``}
        ${filter.offerId ? sql`and r.offer_id = ${filter.offerId}` : sql``}
      order by r.seq desc limit 500`),
  );
}
