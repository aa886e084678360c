import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { bookingTypes, kindCatalogues } from '@portal/contract';
import { kindRowsOf } from '../modules/catalogue/kind-rows.ts';
import { readKindEntries } from '../modules/catalogue/repository.ts';
import { createDatabaseOn } from '../test/fresh-postgres.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { demoCataloguePath, readCatalogueFile } from './seed/catalogue-files.ts';

/*
 * Issue 28 item 3: the migration to catalogue_entries moves every kind's rows out of the tables each kind had, with
 * SQL. A database migrated up to just before it is filled the old way (the demo catalogue, one table a kind), then
 * migrated on: the snapshot must read exactly what the file says, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before catalogue_entries (the lead may renumber it: found by its name). */
function migrationsBefore(): string {
  cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith('_catalogue_entries'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const created = await createDatabaseOn(serverUrl, 'migration');
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory://' });
  return { ...database, close: () => database.close().then(() => created.drop()) };
}

const migrateFrom = (database: DatabaseHandle, migrationsFolder: string) =>
  database.kind === 'pglite'
    ? migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder })
    : migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });

/** The demo catalogue written as the old import wrote it: one table a kind, its columns, the file's order. */
async function fillOldTables(database: DatabaseHandle) {
  const file = readCatalogueFile(demoCataloguePath);
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const texts = (list: readonly string[]) => sql`${`{${list.map((s) => JSON.stringify(s)).join(',')}}`}::text[]`;
  for (const [i, g] of file.golf_courses!.entries())
    await run(sql`insert into golf_courses (external_id, gc_name, city, session_types, closed_until, position)
      values (${g.external_id}, ${g.gc_name}, ${g.city}, ${texts(g.session_types)}, ${g.closed_until}, ${i})`);
  for (const [i, a] of file.concierge_airports!.entries())
    await run(sql`insert into concierge_airports (id, city, airport, terminals, buggy_service, domestic, international, departure, arrival, position)
      values (${a.id}, ${a.city}, ${a.airport}, ${texts(a.terminals)}, ${a.buggy_service}, ${a.domestic}, ${a.international}, ${a.departure}, ${a.arrival}, ${i})`);
  for (const [i, a] of file.transfer_airports!.entries())
    await run(sql`insert into transfer_airports (id, city, airport, luxury, domestic, international, departure, arrival, position)
      values (${a.id}, ${a.city}, ${a.airport}, ${a.luxury}, ${a.domestic}, ${a.international}, ${a.departure}, ${a.arrival}, ${i})`);
  for (const [i, v] of file.turf_venues!.entries())
    await run(sql`insert into turf_venues (id, name, city, address, sports, first_hour, last_hour, position)
      values (${v.id}, ${v.name}, ${v.city}, ${v.address}, ${texts(v.sports)}, ${v.first_hour}, ${v.last_hour}, ${i})`);
  // One more fixture given in UTC, starting with another at the same instant: served in India time, after it (file order).
  const fixtures = [
    ...file.t20_fixtures!,
    { ...file.t20_fixtures![0]!, id: 'T20-UTC', starts_at: new Date(file.t20_fixtures![0]!.starts_at).toISOString() },
  ];
  for (const [i, f] of fixtures.entries())
    await run(sql`insert into t20_fixtures (id, home_team, away_team, stadium, city, starts_at, stands, position)
      values (${f.id}, ${f.home_team}, ${f.away_team}, ${f.stadium}, ${f.city}, ${f.starts_at}::timestamptz, ${texts(f.stands)}, ${i})`);
  return { ...file, t20_fixtures: fixtures };
}

describe('the migration to catalogue_entries', () => {
  it("moves every kind's rows out of its own table, so the snapshot reads exactly what the file said", { timeout: 120_000 }, async () => {
    const database = await freshDatabase();
    try {
      await migrateFrom(database, migrationsBefore());
      const file = await fillOldTables(database);
      await migrateFrom(database, migrations);

      // What the file says, read by the same rules: each row parsed by its kind's schema, fixtures by start in India time.
      const expected = kindRowsOf(
        bookingTypes.flatMap((kind) => {
          const { list, key } = kindCatalogues[kind] as { list: keyof typeof file; key: string };
          return (file[list] as Record<string, unknown>[]).map((data) => ({ kind, id: String(data[key]), data }));
        }),
        kindCatalogues,
      );
      const moved = kindRowsOf(await readKindEntries(database.db), kindCatalogues);
      expect(moved).toEqual(expected);
      expect(JSON.stringify(moved)).toBe(JSON.stringify(expected));
      expect(moved.T20Enquiry.map((f) => (f as { id: string }).id).indexOf('T20-UTC')).toBe(
        moved.T20Enquiry.map((f) => (f as { id: string }).id).indexOf(file.t20_fixtures[0]!.id) + 1,
      );

      const left = (await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = current_schema()
          and table_name in ('golf_courses', 'concierge_airports', 'transfer_airports', 'turf_venues', 't20_fixtures')`,
      )) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
