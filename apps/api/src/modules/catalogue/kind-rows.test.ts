import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { bookingTypes, kindCatalogues, type CatalogueFile } from '@portal/contract';
import { catalogueEntries } from '../../db/schema/index.ts';
import { importCatalogue, importKindRows } from '../../db/seed/import-catalogue.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { kindRowsOf } from './kind-rows.ts';
import { readKindEntries } from './repository.ts';
import { createCatalogueService } from './service.ts';

/*
 * Issue 28 item 3: a kind's catalogue is rows of one table (catalogue_entries), each read by the kind's zod row
 * schema on import and when the snapshot loads, so a new kind's catalogue needs no table and no migration.
 */
const t = useTestApp();

/** A kind that exists only as a declaration: its row schema and its file section. */
const spa = {
  SpaEnquiry: {
    list: 'spa_venues',
    key: 'code',
    row: z.object({ code: z.string().regex(/^SPA-\d+$/), name: z.string().min(1), treatments: z.array(z.string()).min(1) }),
  },
};

const tableNames = async () =>
  (
    (await t.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);

describe("a kind's catalogue as validated rows of one table", () => {
  it('a kind declared only by its row schema gets its catalogue rows imported and read back without a migration', async () => {
    const tablesBefore = await tableNames();
    const file = {
      spa_venues: [
        { code: 'SPA-2', name: 'Taj Jiva Spa', treatments: ['massage'], ignored: 'not in the schema' },
        { code: 'SPA-1', name: 'Sohum Spa', treatments: ['facial', 'massage'] },
      ],
    };
    expect(await importKindRows(t.app.db, file, spa)).toEqual({ spa_venues: 2 });
    // Read back in the file's order, as the schema gives them (what it does not know is dropped).
    expect(kindRowsOf(await readKindEntries(t.app.db), spa)).toEqual({
      SpaEnquiry: [
        { code: 'SPA-2', name: 'Taj Jiva Spa', treatments: ['massage'] },
        { code: 'SPA-1', name: 'Sohum Spa', treatments: ['facial', 'massage'] },
      ],
    });
    // Imported again with a change: the row is replaced, not added.
    await importKindRows(t.app.db, { spa_venues: [{ code: 'SPA-1', name: 'Sohum Wellness', treatments: ['facial'] }] }, spa);
    expect(kindRowsOf(await readKindEntries(t.app.db), spa).SpaEnquiry).toEqual([
      { code: 'SPA-1', name: 'Sohum Wellness', treatments: ['facial'] },
      { code: 'SPA-2', name: 'Taj Jiva Spa', treatments: ['massage'] },
    ]);
    expect(await tableNames()).toEqual(tablesBefore);

    // The app's own snapshot leaves out rows of a kind the registry does not know, and still serves every kind.
    t.app.catalogue.invalidate();
    const snapshot = await t.app.catalogue.current();
    expect(Object.keys(snapshot.rows).sort()).toEqual([...bookingTypes].sort());
    await t.app.db.delete(catalogueEntries).where(sql`${catalogueEntries.kind} = 'SpaEnquiry'`);
  });

  it("a row that breaks its kind's schema is refused at import with the kind and id named, and nothing is written", async () => {
    const before = (await t.app.catalogue.current()).rows.TurfEnquiry;
    const good = { ...before[0]!, id: 'TV-NEW' };
    const bad = { ...before[0]!, id: 'TV-BAD', first_hour: 22, last_hour: 6 };
    await expect(importCatalogue(t.app.db, { turf_venues: [good, bad] } as CatalogueFile)).rejects.toThrow(
      /turf_venues\[1\]: the TurfEnquiry catalogue row TV-BAD does not match its schema: last_hour: first_hour must not be after last_hour/,
    );
    t.app.catalogue.invalidate();
    expect((await t.app.catalogue.current()).rows.TurfEnquiry).toEqual(before);
  });

  it("a stored row its kind's schema no longer accepts fails the snapshot's load with its kind and id named", async () => {
    const [course] = (await t.app.catalogue.current()).rows.GolfEnquiry;
    await t.app.db
      .insert(catalogueEntries)
      .values({ kind: 'GolfEnquiry', id: 'GC-BAD', position: 99, data: { ...course, city: 'Atlantis', external_id: 'GC-BAD' } });
    try {
      await expect(createCatalogueService(t.app.db).current()).rejects.toThrow(
        /catalogue_entries \(GolfEnquiry, GC-BAD\): the GolfEnquiry catalogue row GC-BAD does not match its schema: city:/,
      );
    } finally {
      await t.app.db.delete(catalogueEntries).where(sql`${catalogueEntries.id} = 'GC-BAD'`);
    }
  });

  it('keeps every kind in catalogue_entries, none in a table of its own, and serves a fixture list by its start, in India time', async () => {
    const tables = await tableNames();
    expect(tables).toContain('catalogue_entries');
    for (const type of bookingTypes) expect(tables).not.toContain(kindCatalogues[type].list);

    const snapshot = await t.app.catalogue.current();
    for (const type of bookingTypes) expect(snapshot.rows[type].length, type).toBeGreaterThan(0);
    const starts = snapshot.rows.T20Enquiry.map((f) => f.starts_at);
    expect(starts.every((s) => s.endsWith('+05:30'))).toBe(true);
    expect([...starts].sort()).toEqual(starts);
  });
});
