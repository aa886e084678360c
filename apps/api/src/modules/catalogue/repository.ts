import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardProducts, catalogueEntries, catalogueVersion, cities, clients, countries, localities } from '../../db/schema/index.ts';

export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return row?.version ?? 0;
}

export async function readWholeCatalogue(db: Database) {
  const [cards, kindEntries, countryRows, cityRows, localityRows, clientRows] = await Promise.all([
    db.select().from(cardProducts).orderBy(asc(cardProducts.position)),
    readKindEntries(db),
    db.select().from(countries).orderBy(asc(countries.id)),
    db.select().from(cities).orderBy(asc(cities.name)),
    db.select().from(localities).orderBy(asc(localities.name)),
    db.select().from(clients),
  ]);
  return { cards, kindEntries, countryRows, cityRows, localityRows, clientRows };
}

/** Every kind's catalogue rows, unparsed, in file order within each kind. */
export function readKindEntries(db: Database) {
  return db
    .select({ kind: catalogueEntries.kind, id: catalogueEntries.id, data: catalogueEntries.data })
    .from(catalogueEntries)
    .orderBy(asc(catalogueEntries.kind), asc(catalogueEntries.position), asc(catalogueEntries.id));
}

/**
 * Replaces a client's configuration (PUT /api/core/client) and moves the version row, so every process re-reads
 * its snapshot. Answers false for an unknown client.
 */
export async function replaceClientConfig(db: Database, clientId: string, config: unknown): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const updated = await tx.update(clients).set({ config }).where(eq(clients.clientId, clientId)).returning({ id: clients.clientId });
    if (updated.length === 0) return false;
    await tx
      .insert(catalogueVersion)
      .values({ id: 1, version: 1 })
      .onConflictDoUpdate({ target: catalogueVersion.id, set: { version: sql`${catalogueVersion.version} + 1`, updatedAt: new Date() } });
    return true;
  });
}
