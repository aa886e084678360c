import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { users } from '../schema/index.ts';
import { openDatabase } from '../client.ts';
import { readCatalogueFile } from './catalogue-files.ts';
import { importCatalogue } from './import-catalogue.ts';

// Runs on the embedded database in a real data directory, as `npm start` does.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const count = async (app: Awaited<ReturnType<typeof buildApp>>, table: string) =>
  Number(((await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('first start and restart on the embedded database', () => {
  it('seeds once, keeps every row across a restart and seeds nothing twice', async () => {
    const first = await buildApp(testConfig({ DATA_DIR: dataDir }));
    expect(await count(first, 'card_products')).toBe(18);
    await first.db.insert(users).values({ mobile: '9876543210', name: 'Kept Across Restarts' });
    await first.close();

    const second = await buildApp(testConfig({ DATA_DIR: dataDir }));
    expect(await count(second, 'card_products')).toBe(18);
    expect(await count(second, "catalogue_entries where kind = 'GolfEnquiry'")).toBe(21);
    expect(await count(second, 'users')).toBe(1);
    await second.close();
  });

  it('imports a bank catalogue file and refuses an invalid one with the problem named', async () => {
    const good = path.join(dataDir, 'bank.json');
    writeFileSync(
      good,
      JSON.stringify({ golf_courses: [{ external_id: 'GC999', gc_name: 'Bank Links', city: 'Pune', session_types: ['play'] }] }),
    );
    const database = await openDatabase({ dataDir });
    await database.migrate();
    expect(await importCatalogue(database.db, readCatalogueFile(good))).toEqual({ golf_courses: 1 });
    await database.close();

    const bad = path.join(dataDir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ cards: [{ id: 'x', name: 'X', bin: '12' }] }));
    expect(() => readCatalogueFile(bad)).toThrow(/cards\.0\.bin/);
  });
});
