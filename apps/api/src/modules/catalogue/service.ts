import {
  cardBenefitsSchema,
  clientConfigSchema,
  IST_OFFSET_MINUTES,
  type CardProduct,
  type T20Fixture,
  type TurfVenue,
  type City,
  type ClientConfig,
  type ClientOfferSettings,
  type ConciergeAirport,
  type Country,
  type GolfCourse,
  type Locality,
  type TransferAirport,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { SerialisedJson } from '../../lib/serialised-once.ts';
import * as repository from './repository.ts';

export interface CatalogueSnapshot {
  version: number;
  cards: CardProduct[];
  golfCourses: GolfCourse[];
  conciergeAirports: ConciergeAirport[];
  transferAirports: TransferAirport[];
  turfVenues: TurfVenue[];
  t20Fixtures: T20Fixture[];
  countries: Country[];
  cities: City[];
  localities: Locality[];
  clients: Map<string, ClientConfig>;
  /** Response bodies serialised once per catalogue version (the reads are hot and the data small). */
  serialised: Map<string, SerialisedJson>;
}

/** An instant as India time with its offset (2027-04-03T19:30:00+05:30), as the catalogue file writes it. */
const istIso = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19) + '+05:30';

async function load(db: Database, version: number): Promise<CatalogueSnapshot> {
  const raw = await repository.readWholeCatalogue(db);
  return {
    version,
    cards: raw.cards.map((c) => ({
      id: c.id,
      name: c.name,
      bin: c.bin,
      bin_type: c.binType,
      align: c.align,
      image: c.image,
      network: c.network as CardProduct['network'],
      category: c.category,
      link: c.link,
      golf_partner_redirect: c.golfPartnerRedirect,
      in_menu: c.inMenu,
      // Parsed, so a benefit added after the row was written reads as 0.
      benefits: cardBenefitsSchema.parse(c.benefits),
    })),
    golfCourses: raw.courses.map((g) => ({
      external_id: g.externalId,
      gc_name: g.name,
      city: g.city as GolfCourse['city'],
      session_types: g.sessionTypes as GolfCourse['session_types'],
      closed_until: g.closedUntil,
    })),
    conciergeAirports: raw.concierge.map((a) => ({
      id: a.id,
      city: a.city,
      airport: a.airport,
      terminals: a.terminals,
      buggy_service: a.buggyService,
      domestic: a.domestic,
      international: a.international,
      departure: a.departure,
      arrival: a.arrival,
    })),
    transferAirports: raw.transfer.map((a) => ({
      id: a.id,
      city: a.city,
      airport: a.airport,
      luxury: a.luxury,
      domestic: a.domestic,
      international: a.international,
      departure: a.departure,
      arrival: a.arrival,
    })),
    turfVenues: raw.turfs.map((v) => ({
      id: v.id,
      name: v.name,
      city: v.city,
      address: v.address,
      sports: v.sports as TurfVenue['sports'],
      first_hour: v.firstHour,
      last_hour: v.lastHour,
    })),
    t20Fixtures: raw.t20FixtureRows.map((f) => ({
      id: f.id,
      home_team: f.homeTeam,
      away_team: f.awayTeam,
      stadium: f.stadium,
      city: f.city,
      starts_at: istIso(f.startsAt),
      stands: f.stands,
    })),
    countries: raw.countryRows.map((c) => ({ id: c.id, name: c.name, iso_code: c.isoCode, calling_code: c.callingCode })),
    cities: raw.cityRows.map((c) => ({ id: c.id, name: c.name, country_id: c.countryId })),
    localities: raw.localityRows.map((l) => ({ id: l.id, name: l.name, city_id: l.cityId })),
    clients: new Map(raw.clientRows.map((c) => [c.clientId, clientConfigSchema.parse(c.config)])),
    serialised: new Map(),
  };
}

/**
 * The catalogue is small and read on nearly every request, so each process keeps it in memory and
 * re-reads it only when the version row moves (an import in any process bumps it).
 */
export function createCatalogueService(db: Database, options: { recheckMs?: number } = {}) {
  const recheckMs = options.recheckMs ?? 2_000;
  let snapshot: CatalogueSnapshot | undefined;
  let checkedAt = 0;
  let pending: Promise<CatalogueSnapshot> | undefined;

  async function refresh(): Promise<CatalogueSnapshot> {
    const version = await repository.readCatalogueVersion(db);
    if (!snapshot || snapshot.version !== version) snapshot = await load(db, version);
    checkedAt = Date.now();
    return snapshot;
  }

  return {
    /** The in-memory copy while it is fresh, without a promise (for per-request checks); otherwise undefined. */
    fresh(): CatalogueSnapshot | undefined {
      return snapshot && Date.now() - checkedAt < recheckMs ? snapshot : undefined;
    },
    async current(): Promise<CatalogueSnapshot> {
      if (snapshot && Date.now() - checkedAt < recheckMs) return snapshot;
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /**
     * PUT /api/core/client (issue 18, admin): the offers integration mode, the configured bin messages, the SMS
     * template id, texts and theme, merged into the stored configuration. Undefined for an unknown client.
     */
    async updateClientSettings(clientId: string, settings: ClientOfferSettings): Promise<ClientConfig | undefined> {
      const current = (await this.current()).clients.get(clientId);
      if (!current) return undefined;
      const next = clientConfigSchema.parse({
        ...current,
        integration_mode: settings.integration_mode,
        bin_messages: { ...current.bin_messages, ...settings.bin_messages },
        sms_template_id: settings.sms_template_id ?? current.sms_template_id,
        texts: { ...current.texts, ...settings.texts },
        theme: { ...current.theme, ...settings.theme },
      });
      if (!(await repository.replaceClientConfig(db, clientId, next))) return undefined;
      checkedAt = 0;
      return next;
    },
    /** Forget the cached copy (after an import in this process). */
    invalidate() {
      checkedAt = 0;
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
