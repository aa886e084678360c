import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { golfCities } from '@portal/contract';
import type { DatabaseHandle } from '../client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { seedIfEmpty } from './seed.ts';
import { importCatalogue } from './import-catalogue.ts';
import { demoOffersCatalogue } from './offers-demo.ts';

let database: DatabaseHandle;
const rows = async <T>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const count = async (table: string) => Number((await rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { clientId: 'axis-benefits', projectId: 'axis-benefits-web' });
});
afterAll(() => database.close());

describe('the demo offers catalogue', () => {
  it('seeds made-up merchants across five categories, 60 offers, outlets in the 11 golf cities and a bundle per tier', async () => {
    expect(await count('merchants')).toBeGreaterThanOrEqual(12);
    expect(await count('offers')).toBe(60);
    expect((await rows<{ name: string }>('select name from offer_categories order by position')).map((r) => r.name)).toEqual([
      'Dining',
      'Travel',
      'Shopping',
      'Wellness',
      'Entertainment',
    ]);
    const cities = await rows<{ city: string }>('select distinct city from merchant_outlets');
    expect(new Set(cities.map((r) => r.city))).toEqual(new Set(golfCities));
    expect(await count('bundles')).toBe(4);
    expect(await count('voucher_codes')).toBeGreaterThan(300);
  });

  it('keeps voucher and coupon codes encrypted at rest', async () => {
    const plain = demoOffersCatalogue().merchants[0]!.offers.find((o) => o.offer_type === 'voucher')!.voucher_codes![0]!;
    const stored = await rows<{ code_encrypted: string }>('select code_encrypted from voucher_codes');
    expect(stored.some((r) => r.code_encrypted.includes(plain))).toBe(false);
    const coupons = await rows<{ coupon_code: string }>("select coupon_code from offers where offer_type = 'coupon'");
    expect(coupons.every((r) => r.coupon_code.startsWith('v1.') && !r.coupon_code.includes('BOGO'))).toBe(true);
  });

  it('upserts on a second import (catalogue:import with an offers section): no duplicate offer or code', async () => {
    const before = await count('voucher_codes');
    const counts = await importCatalogue(database.db, { offers: demoOffersCatalogue() } as Parameters<typeof importCatalogue>[1]);
    expect(counts).toMatchObject({ offers: 60 });
    expect(await count('offers')).toBe(60);
    expect(await count('voucher_codes')).toBe(before);
  });
});
