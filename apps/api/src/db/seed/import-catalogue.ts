import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  kindCatalogues,
  parseCatalogueRow,
  type BookingType,
  type CatalogueFile,
  type ClientConfig,
  type KindCatalogue,
  type KindCatalogues,
} from '@portal/contract';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { importOffers } from './import-offers.ts';

// Offers are a platform of their own tables, imported by import-offers.ts after the catalogue's sections. The kinds'
// catalogues are rows of one table (importKindRows).
type SectionName = Exclude<keyof CatalogueFile, '$comment' | 'offers' | KindCatalogues[BookingType]['list']>;
type ItemOf<Name extends SectionName> = NonNullable<CatalogueFile[Name]>[number];

/** How one section of the file lands in its table: the row's key, the columns an import sets, and its place in the file. */
interface Section<Item> {
  upsert(tx: Database, item: Item, position: number): Promise<unknown>;
  /** Listed in the file's order (a position column); reference lists (countries, cities, localities) are not. */
  positioned: boolean;
}

function section<Table extends PgTable, Item>(
  table: Table,
  target: PgColumn,
  keyOf: (item: NoInfer<Item>) => Partial<Table['$inferInsert']>,
  rowOf: (item: Item) => Partial<Table['$inferInsert']>,
  positioned = true,
): Section<Item> {
  return {
    positioned,
    upsert: (tx, item, position) => {
      const row = { ...rowOf(item), ...(positioned ? { position } : {}) };
      return tx
        .insert(table)
        .values({ ...keyOf(item), ...row } as Table['$inferInsert'])
        .onConflictDoUpdate({ target, set: row as PgUpdateSetSource<Table> });
    },
  };
}

const byId = <Id>(item: { id: Id }) => ({ id: item.id });

/** Every section of a catalogue file, in the order an import writes them (cities name their country, localities their city). */
const sections: { [Name in SectionName]: Section<ItemOf<Name>> } = {
  countries: section(
    schema.countries,
    schema.countries.id,
    byId,
    (c) => ({ name: c.name, isoCode: c.iso_code, callingCode: c.calling_code }),
    false,
  ),
  cities: section(schema.cities, schema.cities.id, byId, (c) => ({ name: c.name, countryId: c.country_id }), false),
  localities: section(schema.localities, schema.localities.id, byId, (l) => ({ name: l.name, cityId: l.city_id }), false),
  cards: section(schema.cardProducts, schema.cardProducts.id, byId, (c) => ({
    name: c.name,
    bin: c.bin,
    binType: c.bin_type,
    align: c.align,
    image: c.image,
    network: c.network,
    category: c.category,
    link: c.link,
    golfPartnerRedirect: c.golf_partner_redirect,
    inMenu: c.in_menu,
    benefits: c.benefits,
  })),
};

/**
 * Upserts every section present in the file, in one transaction, and bumps the catalogue version so
 * running servers refresh their in-memory copy. Rows not in the file are kept (bookings point at them).
 * Counts each section written (a positioned section also when the file lists it empty).
 */
export async function importCatalogue(db: Database, file: CatalogueFile): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const [name, { upsert, positioned }] of Object.entries(sections) as [SectionName, Section<unknown>][]) {
      const items: readonly unknown[] | undefined = file[name];
      if (!items || (!positioned && items.length === 0)) continue;
      for (const [position, item] of items.entries()) await upsert(tx as unknown as Database, item, position);
      counts[name] = items.length;
    }
    Object.assign(counts, await importKindRows(tx as unknown as Database, file, kindCatalogues));
    await bumpCatalogueVersion(tx as unknown as Database);
  });
  if (file.offers) Object.assign(counts, await importOffers(db, file.offers));
  return counts;
}

/**
 * Each kind's section of the file as rows of catalogue_entries, parsed by the kind's schema first: a row it refuses
 * stops the import with the kind and the row's id named. Counts each section present (also when listed empty).
 */
export async function importKindRows(
  db: Database,
  file: Readonly<Record<string, unknown>>,
  kinds: Readonly<Record<string, KindCatalogue>>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [kind, declaration] of Object.entries(kinds)) {
    const items = file[declaration.list] as readonly unknown[] | undefined;
    if (!items) continue;
    for (const [position, item] of items.entries()) {
      const row = parseCatalogueRow(kind, declaration, item, `${declaration.list}[${position}]`);
      const entry = { id: String((row as Record<string, unknown>)[declaration.key]), position, data: row };
      await db
        .insert(schema.catalogueEntries)
        .values({ kind, ...entry })
        .onConflictDoUpdate({ target: [schema.catalogueEntries.kind, schema.catalogueEntries.id], set: entry });
    }
    counts[declaration.list] = items.length;
  }
  return counts;
}

export async function upsertClient(db: Database, config: ClientConfig): Promise<void> {
  await db
    .insert(schema.clients)
    .values({ clientId: config.client_id, projectId: config.project_id, config })
    .onConflictDoUpdate({ target: schema.clients.clientId, set: { projectId: config.project_id, config } });
  await bumpCatalogueVersion(db);
}

async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db
    .insert(schema.catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: schema.catalogueVersion.id,
      set: { version: sql`${schema.catalogueVersion.version} + 1`, updatedAt: new Date() },
    });
}
