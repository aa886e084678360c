import type { Database } from '../../db/client.ts';
import type { SerialisedJson } from '../../lib/serialised-once.ts';
import * as repository from './repository.ts';

/**
 * The offer lists' read model (docs/decisions/015-offers-read-model.md): every live offer and the outlets of their
 * merchants, in memory. Filtering 10,000 offers by date and card in SQL cost ~6 ms of PostgreSQL per list request;
 * here it is a scan of an array, done once per (day, card set) and kept.
 *
 * Freshness: the version row (moved by triggers on every write to offers, their cards, merchants, outlets and voucher
 * pools, in any process) is read again when the model is older than `recheckMs` (2 s); a write in this process calls
 * `invalidate()` so the next read sees it at once. Codes handed out do not move the version (every redemption would
 * queue on one row): free codes are counted again with each version check, and at once after a code is handed out
 * in this process (`stockChanged()`).
 */
export interface LiveOffer extends Omit<repository.OfferRow, 'stock_left'> {
  /** Position in the list's order (name, id), as the database's collation sorts it. */
  rank: number;
  /** Lower-cased name, merchant name and description, for `text=`. */
  search: [string, string, string];
}
export interface Outlet {
  id: string;
  merchant_id: string;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface OffersSnapshot {
  version: number;
  offers: LiveOffer[];
  byId: Map<string, LiveOffer>;
  /** Each merchant's live offers in the list's order. */
  byMerchant: Map<string, LiveOffer[]>;
  /** The cities each merchant has an outlet in. */
  citiesOf: Map<string, Set<string>>;
  /** Outlets in cells of GRID_DEGREES by GRID_DEGREES. */
  grid: Map<number, Outlet[]>;
  outlets: Outlet[];
  /** Free codes per voucher offer. */
  stock: Map<string, number>;
  /** Open offers per day, and per day and card set the ones those cards may use. */
  openOn: Map<string, { all: LiveOffer[]; byCards: Map<string, LiveOffer[]> }>;
  /** Response bodies serialised once (keys say everything they depend on); cleared when stock moves. */
  serialised: Map<string, SerialisedJson>;
}

const GRID_DEGREES = 0.1;
/** Cells per degree; keys are row * 10_000 + column (lat -90..90, lng -180..180 fit). */
const cellKey = (row: number, col: number) => row * 10_000 + col;
const cellOf = (degrees: number) => Math.floor(degrees / GRID_DEGREES);
/** Beyond this many cells a box is cheaper to answer by scanning every outlet. */
const MAX_CELLS = 2_000;
/** A snapshot's serialised answers beyond this many are dropped (many distinct positions or searches). */
export const MAX_SERIALISED = 5_000;

export const isOpenOn = (offer: { valid_from: string; valid_to: string }, today: string) =>
  offer.valid_from <= today && today <= offer.valid_to;

async function load(db: Database, version: number): Promise<OffersSnapshot> {
  const [rows, outlets, free] = await Promise.all([
    repository.readLiveOffers(db),
    repository.readOutletsOfLiveMerchants(db),
    repository.readFreeCodes(db),
  ]);
  const offers = rows.map((row, rank): LiveOffer => ({
    ...row,
    rank,
    search: [row.name.toLowerCase(), row.merchant_name.toLowerCase(), row.description.toLowerCase()],
  }));
  const byMerchant = new Map<string, LiveOffer[]>();
  for (const offer of offers) {
    const mine = byMerchant.get(offer.merchant_id);
    if (mine) mine.push(offer);
    else byMerchant.set(offer.merchant_id, [offer]);
  }
  const citiesOf = new Map<string, Set<string>>();
  const grid = new Map<number, Outlet[]>();
  for (const outlet of outlets) {
    const cities = citiesOf.get(outlet.merchant_id);
    if (cities) cities.add(outlet.city);
    else citiesOf.set(outlet.merchant_id, new Set([outlet.city]));
    const key = cellKey(cellOf(outlet.latitude), cellOf(outlet.longitude));
    const cell = grid.get(key);
    if (cell) cell.push(outlet);
    else grid.set(key, [outlet]);
  }
  return {
    version,
    offers,
    byId: new Map(offers.map((o) => [o.id, o])),
    byMerchant,
    citiesOf,
    grid,
    outlets,
    stock: new Map(free.map((f) => [f.offer_id, f.n])),
    openOn: new Map(),
    serialised: new Map(),
  };
}

export function createOffersReadModel(db: Database, options: { recheckMs?: number } = {}) {
  const recheckMs = options.recheckMs ?? 2_000;
  let snapshot: OffersSnapshot | undefined;
  let checkedAt = 0;
  // Writes and codes handed out in this process, counted; a refresh that began before the latest of them does not
  // count as seeing it.
  let writes = 0;
  let claims = 0;
  let stockSeenClaims = 0;
  let pending: { promise: Promise<OffersSnapshot>; writes: number; claims: number } | undefined;

  async function refresh(from: { writes: number; claims: number }): Promise<OffersSnapshot> {
    const startedAt = Date.now();
    const version = await repository.readOffersVersion(db);
    let next: OffersSnapshot;
    if (!snapshot || snapshot.version !== version) {
      next = await load(db, version);
    } else {
      next = snapshot;
      const free = await repository.readFreeCodes(db);
      const stock = new Map(free.map((f) => [f.offer_id, f.n]));
      if (stock.size !== next.stock.size || [...stock].some(([id, n]) => next.stock.get(id) !== n)) {
        next.stock = stock;
        next.serialised = new Map();
      }
    }
    if (from.writes === writes) {
      snapshot = next;
      checkedAt = startedAt;
      stockSeenClaims = from.claims;
    }
    return next;
  }
  function refreshed(): Promise<OffersSnapshot> {
    if (pending && pending.writes === writes && pending.claims === claims) return pending.promise;
    const from = { writes, claims };
    const promise = refresh(from).finally(() => {
      if (pending?.promise === promise) pending = undefined;
    });
    pending = { promise, ...from };
    return promise;
  }

  return {
    /** The model for the lists: fresh within `recheckMs`, and with this process's own writes and codes handed out. */
    async current(): Promise<OffersSnapshot> {
      if (snapshot && stockSeenClaims === claims && Date.now() - checkedAt < recheckMs) return snapshot;
      return refreshed();
    },
    /**
     * The model for checks that do not read stock (a redemption's offer), only while fresh; stale, undefined, and the
     * caller reads its one offer from the database. It starts no refresh: a rebuild (~0.2 s of this process's CPU for
     * 10,000 offers and 50,000 outlets) is the lists' to wait for, not a burst of redemptions'. A code handed out
     * does not make it stale.
     */
    freshOffers(): OffersSnapshot | undefined {
      return snapshot && Date.now() - checkedAt < recheckMs ? snapshot : undefined;
    },
    /** A write in this process (the console): the next read checks the version the triggers moved. */
    invalidate() {
      writes++;
      checkedAt = 0;
    },
    /** A code of a pool was handed out in this process: the next list read counts free codes again. */
    stockChanged() {
      claims++;
    },
  };
}
export type OffersReadModel = ReturnType<typeof createOffersReadModel>;

/**
 * Offers open on a day (live, within their dates) and, given cards, that those cards may use, in the list's order;
 * made once per day and card set.
 */
export function openOffers(snapshot: OffersSnapshot, today: string, cards: readonly string[] | undefined): LiveOffer[] {
  let day = snapshot.openOn.get(today);
  if (!day) {
    // A new day: yesterday's lists are of no more use.
    snapshot.openOn.clear();
    day = { all: snapshot.offers.filter((o) => isOpenOn(o, today)), byCards: new Map() };
    snapshot.openOn.set(today, day);
  }
  if (cards === undefined) return day.all;
  const key = [...new Set(cards)].sort().join(',');
  let eligible = day.byCards.get(key);
  if (!eligible) {
    eligible = day.all.filter((o) => eligibleFor(o, cards));
    day.byCards.set(key, eligible);
  }
  return eligible;
}

/** Whether an offer's cards (none: every card) include one of these card products (undefined: no filter). */
export const eligibleFor = (offer: LiveOffer, cards: readonly string[] | undefined) =>
  cards === undefined ||
  (cards.length > 0 && (offer.card_product_ids.length === 0 || offer.card_product_ids.some((id) => cards.includes(id))));

export interface OfferFilter {
  category?: string;
  merchant?: string;
  city?: string;
  text?: string;
}
/** The list's filters over offers already open and eligible, order kept. */
export function filterOffers(snapshot: OffersSnapshot, offers: LiveOffer[], filter: OfferFilter): LiveOffer[] {
  const { category, merchant, city } = filter;
  const text = filter.text?.toLowerCase();
  if (!category && !merchant && !city && !text) return offers;
  return offers.filter(
    (o) =>
      (!category || o.category_id === category) &&
      (!merchant || o.merchant_id === merchant) &&
      (!city || snapshot.citiesOf.get(o.merchant_id)?.has(city) === true) &&
      (!text || o.search.some((field) => field.includes(text))),
  );
}

const radians = (degrees: number) => degrees * (Math.PI / 180);
/** The great-circle distance in km, as the SQL it replaced computed it (haversine, R = 6371). */
export function distanceKm(lat: number, lng: number, toLat: number, toLng: number) {
  const sinLat = Math.sin(radians(toLat - lat) / 2);
  const sinLng = Math.sin(radians(toLng - lng) / 2);
  return (
    6371 * 2 * Math.asin(Math.min(1, Math.sqrt(sinLat * sinLat + Math.cos(radians(lat)) * Math.cos(radians(toLat)) * sinLng * sinLng)))
  );
}

export interface NearbyOffer {
  offer: LiveOffer;
  distance_km: number;
  outlet: Outlet;
}
/**
 * Offers open today (and, given cards, eligible) with an outlet within the radius, each once with its merchant's
 * nearest outlet, nearest first then by name; at most `limit`.
 */
export function nearbyOffers(
  snapshot: OffersSnapshot,
  at: { lat: number; lng: number; radiusKm: number; today: string; cards?: readonly string[] },
  limit = 100,
): NearbyOffer[] {
  // The bounding box the SQL used (its position index), then the distance.
  const dLat = at.radiusKm / 111.2;
  const dLng = at.radiusKm / (111.2 * Math.max(Math.cos((at.lat * Math.PI) / 180), 0.01));
  const [minLat, maxLat, minLng, maxLng] = [at.lat - dLat, at.lat + dLat, at.lng - dLng, at.lng + dLng];
  const nearest = new Map<string, { distance: number; outlet: Outlet }>();
  const consider = (outlet: Outlet) => {
    if (outlet.latitude < minLat || outlet.latitude > maxLat || outlet.longitude < minLng || outlet.longitude > maxLng) return;
    const distance = distanceKm(at.lat, at.lng, outlet.latitude, outlet.longitude);
    if (distance > at.radiusKm) return;
    const best = nearest.get(outlet.merchant_id);
    if (!best || distance < best.distance) nearest.set(outlet.merchant_id, { distance, outlet });
  };
  const [rowFrom, rowTo, colFrom, colTo] = [cellOf(minLat), cellOf(maxLat), cellOf(minLng), cellOf(maxLng)];
  if ((rowTo - rowFrom + 1) * (colTo - colFrom + 1) > MAX_CELLS) {
    for (const outlet of snapshot.outlets) consider(outlet);
  } else {
    for (let row = rowFrom; row <= rowTo; row++)
      for (let col = colFrom; col <= colTo; col++) for (const outlet of snapshot.grid.get(cellKey(row, col)) ?? []) consider(outlet);
  }
  // Merchants nearest first; each merchant's offers share its distance, so the answer fills merchant by merchant
  // (merchants at the same distance merged by the offers' order).
  const merchants = [...nearest].sort((a, b) => a[1].distance - b[1].distance);
  const answer: NearbyOffer[] = [];
  for (let i = 0; i < merchants.length && answer.length < limit;) {
    let j = i;
    while (j < merchants.length && merchants[j]![1].distance === merchants[i]![1].distance) j++;
    const tied: NearbyOffer[] = [];
    for (const [merchantId, { distance, outlet }] of merchants.slice(i, j)) {
      for (const offer of snapshot.byMerchant.get(merchantId) ?? []) {
        if (isOpenOn(offer, at.today) && eligibleFor(offer, at.cards)) tied.push({ offer, distance_km: distance, outlet });
      }
    }
    if (j - i > 1) tied.sort((a, b) => a.offer.rank - b.offer.rank);
    answer.push(...tied.slice(0, limit - answer.length));
    i = j;
  }
  return answer;
}
