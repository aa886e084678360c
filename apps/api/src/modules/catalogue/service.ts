import {
  cardBenefitsSchema,
  clientConfigSchema,
  kindCatalogues,
  type CardProduct,
  type CatalogueRows,
  type City,
  type ClientConfig,
  type ClientOfferSettings,
  type Country,
  type Locality,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { SerialisedJson } from '../../lib/serialised-once.ts';
import { kindRowsOf } from './kind-rows.ts';
import * as repository from './repository.ts';

export interface CatalogueSnapshot {
  version: number;
  cards: CardProduct[];
  /** Each kind's catalogue, typed by its row schema: `rows.TurfEnquiry` is the turf venues. */
  rows: CatalogueRows;
  countries: Country[];
  cities: City[];
  localities: Locality[];
  clients: Map<string, ClientConfig>;
  /** Response bodies serialised once per catalogue version (the reads are hot and the data small). */
  serialised: Map<string, SerialisedJson>;
}

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
    // Parsed by each kind's row schema (the registry's `kindRowSchemas`), so what is served is what the schema says.
    rows: kindRowsOf(raw.kindEntries, kindCatalogues) as CatalogueRows,
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
