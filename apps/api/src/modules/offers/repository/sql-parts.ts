import { sql, type SQL } from 'drizzle-orm';
import { type OfferStatus, type OfferType } from '@portal/contract';

/**
 * SQL the offers module's parts share: rows of a result, an offer's columns and eligibility. Dates leave as text
 * (YYYY-MM-DD), whatever the driver.
 */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * An offer's eligibility for a set of card products as SQL: it lists none of them (every card) or one of them.
 * Undefined cards: no filter.
 */
export function eligibleFor(cards: readonly string[] | undefined, offerId: SQL = sql`o.id`): SQL {
  if (cards === undefined) return sql`true`;
  if (cards.length === 0) return sql`false`;
  // Uncorrelated `in` sets: PostgreSQL hashes each once per statement, where correlated `exists` under `or` is costed
  // per offer (high enough to switch on JIT compilation, which alone took longer than the query).
  return sql`(${offerId} not in (select p.offer_id from offer_card_products p)
    or ${offerId} in (select p.offer_id from offer_card_products p where p.card_product_id in (${list(cards)})))`;
}
export const liveOn = (today: string) => sql`o.status = 'live' and o.valid_from <= ${today}::date and o.valid_to >= ${today}::date`;

export interface OfferRow {
  id: string;
  merchant_id: string;
  merchant_name: string;
  merchant_logo: string;
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
export const offerColumns = sql`o.id, o.merchant_id, m.name as merchant_name, m.logo as merchant_logo, o.category_id, c.name as category_name, o.name, o.description,
  o.offer_type, o.status, o.valid_from::text as valid_from, o.valid_to::text as valid_to, o.per_user_limit,
  coalesce((select array_agg(p.card_product_id order by p.card_product_id) from offer_card_products p where p.offer_id = o.id), '{}') as card_product_ids,
  case when o.offer_type = 'voucher'
    then (select count(*)::int from voucher_codes v where v.offer_id = o.id and v.redemption_id is null) end as stock_left`;
export const offerFrom = sql`offers o join merchants m on m.id = o.merchant_id join offer_categories c on c.id = o.category_id`;
