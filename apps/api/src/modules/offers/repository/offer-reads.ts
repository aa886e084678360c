import { eq, sql } from 'drizzle-orm';
import { OFFERS_PER_PAGE, type OfferOption } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import { merchantOutlets, offerCategoryDetails, offerProviders } from '../../../db/schema/index.ts';
import { type OfferRow, eligibleFor, liveOn, offerColumns, offerFrom, rowsOf } from './sql-parts.ts';

/** The offers' reads: lists, the read model's loads, one offer, nearby, categories, merchants. */
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
    await db.execute(sql`select o.id, o.merchant_id, m.name as merchant_name, m.logo as merchant_logo, o.category_id, c.name as category_name, o.name,
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
      m.title as merchant_title, m.description as merchant_description
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
