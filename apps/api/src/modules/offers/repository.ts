import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { OFFERS_PER_PAGE, type OfferOption, type OfferStatus, type OfferType, type RedemptionStatus } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import {
  bundleGroups,
  bundles,
  giftCardEvents,
  giftCards,
  merchantOutlets,
  merchantUsers,
  merchants,
  offerCardProducts,
  offerCategories,
  offerCategoryDetails,
  offerPendingChanges,
  offerProviders,
  offerSelections,
  redemptionStatusHistory,
  offers,
  redemptions,
  voucherResends,
} from '../../db/schema/index.ts';

/** The offers module's only Drizzle and SQL. Dates leave as text (YYYY-MM-DD), whatever the driver. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * An offer's eligibility for a set of card products as SQL: it lists none of them (every card) or one of them.
 * Undefined cards: no filter.
 */
function eligibleFor(cards: readonly string[] | undefined, offerId: SQL = sql`o.id`): SQL {
  if (cards === undefined) return sql`true`;
  if (cards.length === 0) return sql`false`;
  // Uncorrelated `in` sets: PostgreSQL hashes each once per statement, where correlated `exists` under `or` is costed
  // per offer (high enough to switch on JIT compilation, which alone took longer than the query).
  return sql`(${offerId} not in (select p.offer_id from offer_card_products p)
    or ${offerId} in (select p.offer_id from offer_card_products p where p.card_product_id in (${list(cards)})))`;
}
const liveOn = (today: string) => sql`o.status = 'live' and o.valid_from <= ${today}::date and o.valid_to >= ${today}::date`;

export interface OfferRow {
  id: string;
  merchant_id: string;
  merchant_name: string;
  category_id: string;
  category_name: string;
  name: string;
  description: string;
  offer_type: OfferType;
  status: OfferStatus;
  valid_from: string;
  valid_to: string;
  per_user_limit: number;
  card_product_ids: string[];
  stock_left: number | null;
}
const offerColumns = sql`o.id, o.merchant_id, m.name as merchant_name, o.category_id, c.name as category_name, o.name, o.description,
  o.offer_type, o.status, o.valid_from::text as valid_from, o.valid_to::text as valid_to, o.per_user_limit,
  coalesce((select array_agg(p.card_product_id order by p.card_product_id) from offer_card_products p where p.offer_id = o.id), '{}') as card_product_ids,
  case when o.offer_type = 'voucher'
    then (select count(*)::int from voucher_codes v where v.offer_id = o.id and v.redemption_id is null) end as stock_left`;
const offerFrom = sql`offers o join merchants m on m.id = o.merchant_id join offer_categories c on c.id = o.category_id`;

export async function listOffers(
  db: Database,
  filter: { today: string; cards?: readonly string[]; category?: string; merchant?: string; city?: string; text?: string; page: number },
) {
  const where = [liveOn(filter.today), eligibleFor(filter.cards)];
  if (filter.category) where.push(sql`o.category_id = ${filter.category}`);
  if (filter.merchant) where.push(sql`o.merchant_id = ${filter.merchant}`);
  if (filter.city)
    where.push(sql`exists (select 1 from merchant_outlets mo where mo.merchant_id = o.merchant_id and mo.city = ${filter.city})`);
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(o.name ilike ${like} or m.name ilike ${like} or o.description ilike ${like})`);
  }
  const matching = sql`from offers o ${filter.text ? sql`join merchants m on m.id = o.merchant_id` : sql``}
    where ${sql.join(where, sql` and `)}`;
  // The page's ids first (the name index stops after the page), its columns for those rows only, and the total as
  // a count of ids alone: a window count over the full rows computed every offer's columns on each request.
  const rows = rowsOf<OfferRow & { total: number }>(
    await db.execute(sql`select ${offerColumns}, (select count(*)::int ${matching}) as total
      from (select o.id ${matching} order by o.name, o.id
        limit ${OFFERS_PER_PAGE} offset ${(filter.page - 1) * OFFERS_PER_PAGE}) page
      join ${offerFrom} on o.id = page.id
      order by o.name, o.id`),
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

// --- the read model's loads (read-model.ts): the live offers and every outlet, whole --------------------------------

/** The version row the triggers of migration 0017 move on every write to what the lists show. */
export async function readOffersVersion(db: Database) {
  const [row] = rowsOf<{ version: string | number }>(await db.execute(sql`select version from offers_version where id = 1`));
  return Number(row?.version ?? 0);
}

/** Every live offer (whatever its dates) in the list's order, the database's collation deciding it. */
export async function readLiveOffers(db: Database) {
  return rowsOf<Omit<OfferRow, 'stock_left'>>(
    await db.execute(sql`select o.id, o.merchant_id, m.name as merchant_name, o.category_id, c.name as category_name, o.name,
        o.description, o.offer_type, o.status, o.valid_from::text as valid_from, o.valid_to::text as valid_to, o.per_user_limit,
        coalesce(p.ids, '{}') as card_product_ids
      from ${offerFrom}
        left join (select offer_id, array_agg(card_product_id order by card_product_id) as ids from offer_card_products group by offer_id) p
          on p.offer_id = o.id
      where o.status = 'live'
      order by o.name, o.id`),
  );
}

/** The outlets of every merchant with a live offer. */
export async function readOutletsOfLiveMerchants(db: Database) {
  return rowsOf<{ id: string; merchant_id: string; city: string; address: string; latitude: number; longitude: number }>(
    await db.execute(sql`select mo.id, mo.merchant_id, mo.city, mo.address, mo.latitude, mo.longitude from merchant_outlets mo
      where mo.merchant_id in (select merchant_id from offers where status = 'live')`),
  );
}

/** Free codes per voucher offer (offers with none are absent). */
export async function readFreeCodes(db: Database) {
  return rowsOf<{ offer_id: string; n: number }>(
    await db.execute(sql`select offer_id, count(*)::int as n from voucher_codes where redemption_id is null group by offer_id`),
  );
}

export interface OfferDetailRow extends OfferRow {
  terms: string;
  redemption_steps: string;
  options: OfferOption[];
  coupon_code: string | null;
  merchant_title: string;
  merchant_logo: string;
  merchant_description: string;
}
export async function findOffer(db: Database, id: string): Promise<OfferDetailRow | undefined> {
  const [row] = rowsOf<OfferDetailRow>(
    await db.execute(sql`select ${offerColumns}, o.terms, o.redemption_steps, o.options, o.coupon_code,
      m.title as merchant_title, m.logo as merchant_logo, m.description as merchant_description
      from ${offerFrom} where o.id = ${id}`),
  );
  return row;
}

export async function outletsOf(db: Database, merchantId: string) {
  return db
    .select({
      id: merchantOutlets.id,
      city: merchantOutlets.city,
      address: merchantOutlets.address,
      latitude: merchantOutlets.latitude,
      longitude: merchantOutlets.longitude,
    })
    .from(merchantOutlets)
    .where(eq(merchantOutlets.merchantId, merchantId))
    .orderBy(merchantOutlets.city, merchantOutlets.address);
}

export interface NearbyRow extends OfferRow {
  distance_km: number;
  outlet_id: string;
  outlet_city: string;
  outlet_address: string;
  outlet_latitude: number;
  outlet_longitude: number;
}
/** Live offers with an outlet within the radius, each once with its nearest outlet, nearest first. */
export async function nearbyOffers(
  db: Database,
  at: { lat: number; lng: number; radiusKm: number; today: string; cards?: readonly string[] },
  limit = 100,
) {
  // A bounding box the position index can use, then the great-circle distance.
  const dLat = at.radiusKm / 111.2;
  const dLng = at.radiusKm / (111.2 * Math.max(Math.cos((at.lat * Math.PI) / 180), 0.01));
  const distance = sql`6371 * 2 * asin(least(1, sqrt(power(sin(radians(mo.latitude - ${at.lat}) / 2), 2)
    + cos(radians(${at.lat})) * cos(radians(mo.latitude)) * power(sin(radians(mo.longitude - ${at.lng}) / 2), 2))))`;
  // The nearest outlet per merchant first (an offer's outlets are its merchant's), then the merchants' live eligible
  // offers, nearest first; the summary columns (card products, stock) only for the offers answered, not for every
  // offer-outlet pair in the box.
  return rowsOf<NearbyRow>(
    await db.execute(sql`select ${offerColumns}, near.distance_km, near.outlet_id, near.outlet_city, near.outlet_address,
        near.outlet_latitude, near.outlet_longitude
      from (
        select o.id as offer_id, nearest.*, o.name from (
          select distinct on (mo.merchant_id) mo.merchant_id, ${distance} as distance_km, mo.id as outlet_id,
            mo.city as outlet_city, mo.address as outlet_address, mo.latitude as outlet_latitude, mo.longitude as outlet_longitude
          from merchant_outlets mo
          where mo.latitude between ${at.lat - dLat} and ${at.lat + dLat} and mo.longitude between ${at.lng - dLng} and ${at.lng + dLng}
            and ${distance} <= ${at.radiusKm}
          order by mo.merchant_id, distance_km
        ) nearest join offers o on o.merchant_id = nearest.merchant_id
        where ${liveOn(at.today)} and ${eligibleFor(at.cards)}
        order by nearest.distance_km, o.name limit ${limit}
      ) near join ${offerFrom} on o.id = near.offer_id
      order by near.distance_km, near.name`),
  );
}

/** Categories with how many live (and, given cards, eligible) offers each has. */
export async function listCategories(db: Database, today: string, cards?: readonly string[]) {
  return rowsOf<{ id: string; name: string; icon: string; offer_count: number }>(
    await db.execute(sql`select c.id, c.name, c.icon,
        (select count(*)::int from offers o where o.category_id = c.id and ${liveOn(today)} and ${eligibleFor(cards)}) as offer_count
      from offer_categories c order by c.position, c.name`),
  );
}

export async function listCategoryDetails(db: Database, id?: string) {
  const query = db
    .select({
      id: offerCategoryDetails.id,
      category_id: offerCategoryDetails.categoryId,
      name: offerCategoryDetails.name,
      description: offerCategoryDetails.description,
    })
    .from(offerCategoryDetails);
  return (id ? query.where(eq(offerCategoryDetails.id, id)) : query).orderBy(offerCategoryDetails.categoryId, offerCategoryDetails.name);
}

export async function listProviders(db: Database) {
  return db
    .select({ id: offerProviders.id, name: offerProviders.name, kind: offerProviders.kind })
    .from(offerProviders)
    .orderBy(offerProviders.name);
}

export async function listMerchants(db: Database, today: string, cards?: readonly string[], onlyWithOffers = false) {
  return rowsOf<{ id: string; name: string; title: string; logo: string; description: string; offer_count: number }>(
    await db.execute(sql`select * from (select m.id, m.name, m.title, m.logo, m.description,
        (select count(*)::int from offers o where o.merchant_id = m.id and ${liveOn(today)} and ${eligibleFor(cards)}) as offer_count
      from merchants m) listed where ${onlyWithOffers ? sql`offer_count > 0` : sql`true`} order by name`),
  );
}

export async function listBundles(db: Database, id?: string) {
  const rows = await db
    .select()
    .from(bundles)
    .where(id ? eq(bundles.id, id) : undefined)
    .orderBy(bundles.name);
  const groups = rows.length
    ? await db
        .select()
        .from(bundleGroups)
        .where(
          inArray(
            bundleGroups.bundleId,
            rows.map((b) => b.id),
          ),
        )
        .orderBy(bundleGroups.name)
    : [];
  return rows.map((bundle) => ({ ...bundle, groups: groups.filter((g) => g.bundleId === bundle.id) }));
}

export async function findBundleGroup(db: Database, id: string) {
  const [row] = await db
    .select({ group: bundleGroups, bundleCards: bundles.cardProductIds })
    .from(bundleGroups)
    .innerJoin(bundles, eq(bundles.id, bundleGroups.bundleId))
    .where(eq(bundleGroups.id, id));
  return row;
}

/** Units used per bundle group and period: selections and redemptions that count (completed or pending). */
export async function bundleUnitsUsed(db: Database, userId: string) {
  return rowsOf<{ group_id: string; period_key: string; used: number }>(
    await db.execute(sql`select group_id, period_key, count(*)::int as used from (
        select bundle_group_id as group_id, period_key from offer_selections where user_id = ${userId}
        union all
        select bundle_group_id, period_key from redemptions
          where user_id = ${userId} and bundle_group_id is not null and status in ('completed', 'pending')
      ) units group by group_id, period_key`),
  );
}

/** Serialises one user's use of one thing (an offer's limit, a bundle group's units) until the transaction ends. */
export async function lockFor(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertSelection(tx: Database, row: typeof offerSelections.$inferInsert) {
  const inserted = await tx.insert(offerSelections).values(row).onConflictDoNothing().returning({ id: offerSelections.id });
  return inserted.length > 0;
}

/** How many of the user's redemptions of the offer count toward its limit. */
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

/** Settles a pending gift card once (fulfilled or failed); false when it was already settled. */
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
