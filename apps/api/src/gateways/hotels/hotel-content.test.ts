import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { istDateInDays } from '@portal/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createHotelCatalogue, sandboxHotelContent } from './hotel-catalogue.ts';
import { fetchHotelContent } from './hotelbeds-content.ts';
import {
  contentCountriesResponseSchema,
  contentDestinationsResponseSchema,
  contentHotelsResponseSchema,
  contentRoomTypesResponseSchema,
  HOTEL_CONTENT_API,
} from './hotelbeds-content-schemas.ts';
import { clientHeaders } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { loadHotelContent, replaceHotelContent } from './hotel-content-store.ts';

// Issue 29 item 2: APItude's Booking API knows hotel and room codes only; the names, rooms and pictures a
// cardholder browses are the supplier's Content API, imported ahead of time. The sandbox speaks that API too.
const t = useTestApp();
const sandbox = () => t.app.hotelsSandbox!;
const importFromSandbox = (countryCodes = ['IN', 'AE'], pageSize = 4) =>
  fetchHotelContent({ url: sandbox().url, apiKey: sandbox().apiKey, secret: sandbox().secret, countryCodes, pageSize });
const day = (days: number) => istDateInDays(days, new Date());

describe('importing the hotel supplier’s content', () => {
  it('reads every page of hotels, destinations, countries and room types, signed, each answer the Content API’s shape', async () => {
    const seen = sandbox().exchanges.length;
    const content = await importFromSandbox();
    const calls = sandbox().exchanges.slice(seen);
    const schemas = {
      '/hotels': contentHotelsResponseSchema,
      '/locations/destinations': contentDestinationsResponseSchema,
      '/locations/countries': contentCountriesResponseSchema,
      '/types/rooms': contentRoomTypesResponseSchema,
    } as Record<string, z.ZodType>;
    for (const call of calls) {
      expect(call.signed, call.path).toBe(true);
      expect(call.status, call.path).toBe(200);
      expect(call.query).toMatchObject({ fields: 'all', language: 'ENG' });
      expect(schemas[call.path.slice(HOTEL_CONTENT_API.length)]!.safeParse(call.response).success, call.path).toBe(true);
    }
    // 12 hotels at 4 a page: three pages of hotels, and no hotel read twice.
    expect(calls.filter((call) => call.path.endsWith('/hotels'))).toHaveLength(3);
    const sandboxCatalogue = createHotelCatalogue(sandboxHotelContent);
    const imported = createHotelCatalogue(content);
    expect(content.hotels.map((h) => h.code).sort()).toEqual(sandboxHotelContent.hotels.map((h) => h.code).sort());
    for (const destination of sandboxHotelContent.destinations) {
      const names = (list: { name: string; star_rating: number }[]) => list.map((h) => `${h.name} ${h.star_rating}`).sort();
      expect(names(imported.hotels(destination.id)), destination.id).toEqual(names(sandboxCatalogue.hotels(destination.id)));
    }
    const goa = imported.details('hb-700101')!;
    expect(goa).toMatchObject({ name: 'The Sands Retreat', destination: 'Goa', hotel_currency: 'INR' });
    expect(goa.rooms.map((room) => [room.id, room.name, room.max_adults])).toEqual([
      ['goa-sands-dlx', 'Deluxe Garden Room', 3],
      ['goa-sands-villa', 'Pool Villa', 3],
    ]);
    expect(goa.image_url).toMatch(/^https:\/\/photos\.hotelbeds\.com\//);
    expect(
      imported
        .autocomplete('kerala')
        .destinations.map((d) => d.name)
        .sort(),
    ).toEqual(['Kovalam', 'Munnar']);
  });

  it('imports only the countries asked for', async () => {
    const content = await importFromSandbox(['AE']);
    expect(content.hotels.map((h) => h.name)).toEqual(['Creekside Boutique Hotel']);
    expect(content.destinations).toEqual([{ id: 'dubai', name: 'Dubai', state: 'United Arab Emirates' }]);
  });

  it('fails whole when a page fails, and a stored import is kept until a complete one replaces it', async () => {
    const database = await openTestDatabase({ seeded: true });
    try {
      await replaceHotelContent(database.db, await importFromSandbox(), new Date());
      sandbox().failNext('content', '5xx');
      await expect(importFromSandbox()).rejects.toThrow(/answered 500 \(SYSTEM_ERROR/);
      expect((await loadHotelContent(database.db)).hotels).toHaveLength(12);
      await replaceHotelContent(database.db, await importFromSandbox(['AE']), new Date());
      expect((await loadHotelContent(database.db)).hotels.map((h) => h.code)).toEqual([700_112]);
    } finally {
      await database.close();
    }
  });

  it('is what a portal on a real supplier serves: lists, details and prices of the imported hotels', async () => {
    const database = await openTestDatabase({ seeded: true });
    await replaceHotelContent(database.db, await importFromSandbox(), new Date());
    const app = await buildApp(
      testConfig({ HOTELS_PROVIDER_URL: sandbox().url, HOTELS_PROVIDER_KEY: sandbox().apiKey, HOTELS_PROVIDER_SECRET: sandbox().secret }),
      { database },
    );
    try {
      await app.ready();
      expect(app.hotelsSandbox).toBeUndefined();
      const stay = { check_in: day(40), check_out: day(42), rooms: [{ adults: 2 }] };
      const list = await app.inject({
        method: 'POST',
        url: '/api/rewards/luxury_staycations/hotel_list_details',
        headers: clientHeaders,
        payload: { destination_id: 'udaipur', ...stay },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().hotels).toEqual([
        expect.objectContaining({ id: 'hb-700103', name: 'Lakeview Haveli', price_inr: expect.any(Number) }),
      ]);
      const rooms = await app.inject({
        method: 'POST',
        url: '/api/rewards/luxury_staycations/hotel_room_availability',
        headers: clientHeaders,
        payload: { hotel_id: 'hb-700103', ...stay },
      });
      expect(rooms.statusCode, rooms.body).toBe(200);
      expect(rooms.json().rates.map((rate: { room_id: string }) => rate.room_id)).toContain('udr-lake-suite');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('npm run hotels:import', () => {
  const run = promisify(execFile);
  const root = path.resolve(import.meta.dirname, '../../../../..');
  it('imports from the built-in sandbox into the embedded database and says what it did; a bad country code is refused', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotels-import-'));
    // The embedded database in its own folder, whichever database the suite runs on.
    const { DATABASE_URL: _suiteDatabase, ...suiteEnv } = process.env;
    const env = { ...suiteEnv, DATA_DIR: dataDir, NODE_ENV: 'development' };
    try {
      const ok = await run('npm', ['run', '--silent', 'hotels:import', '--', '--sandbox'], { cwd: root, env });
      expect(ok.stdout).toMatch(/^Imported 12 hotels \(15 rooms\) in 11 destinations of IN, AE from the built-in sandbox in \d+ pages\./m);
      const refused = await run('npm', ['run', '--silent', 'hotels:import', '--', '--countries', 'India'], { cwd: root, env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('--countries takes ISO country codes') });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
