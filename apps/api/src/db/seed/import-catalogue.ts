import { sql } from 'drizzle-orm';
import type { CatalogueFile, ClientConfig } from '@portal/contract';
import type { Database } from '../client.ts';
import {
  catalogueVersion,
  cardProducts,
  cities,
  clients,
  conciergeAirports,
  countries,
  golfCourses,
  localities,
  t20Fixtures,
  transferAirports,
  turfVenues,
} from '../schema/index.ts';
import { importOffers } from './import-offers.ts';

/**
 * Upserts every section present in the file, in one transaction, and bumps the catalogue version so
 * running servers refresh their in-memory copy. Rows not in the file are kept (bookings point at them).
 */
export async function importCatalogue(db: Database, file: CatalogueFile): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    if (file.countries?.length) {
      for (const c of file.countries) {
        await tx
          .insert(countries)
          .values({ id: c.id, name: c.name, isoCode: c.iso_code, callingCode: c.calling_code })
          .onConflictDoUpdate({ target: countries.id, set: { name: c.name, isoCode: c.iso_code, callingCode: c.calling_code } });
      }
      counts.countries = file.countries.length;
    }
    if (file.cities?.length) {
      for (const c of file.cities) {
        await tx
          .insert(cities)
          .values({ id: c.id, name: c.name, countryId: c.country_id })
          .onConflictDoUpdate({ target: cities.id, set: { name: c.name, countryId: c.country_id } });
      }
      counts.cities = file.cities.length;
    }
    if (file.localities?.length) {
      for (const l of file.localities) {
        await tx
          .insert(localities)
          .values({ id: l.id, name: l.name, cityId: l.city_id })
          .onConflictDoUpdate({ target: localities.id, set: { name: l.name, cityId: l.city_id } });
      }
      counts.localities = file.localities.length;
    }
    for (const [position, c] of (file.cards ?? []).entries()) {
      const row = {
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
        position,
      };
      await tx
        .insert(cardProducts)
        .values({ id: c.id, ...row })
        .onConflictDoUpdate({ target: cardProducts.id, set: row });
    }
    if (file.cards) counts.cards = file.cards.length;
    for (const [position, g] of (file.golf_courses ?? []).entries()) {
      const row = { name: g.gc_name, city: g.city, sessionTypes: g.session_types, closedUntil: g.closed_until, position };
      await tx
        .insert(golfCourses)
        .values({ externalId: g.external_id, ...row })
        .onConflictDoUpdate({ target: golfCourses.externalId, set: row });
    }
    if (file.golf_courses) counts.golf_courses = file.golf_courses.length;
    for (const [position, a] of (file.concierge_airports ?? []).entries()) {
      const row = {
        city: a.city,
        airport: a.airport,
        terminals: a.terminals,
        buggyService: a.buggy_service,
        domestic: a.domestic,
        international: a.international,
        departure: a.departure,
        arrival: a.arrival,
        position,
      };
      await tx
        .insert(conciergeAirports)
        .values({ id: a.id, ...row })
        .onConflictDoUpdate({ target: conciergeAirports.id, set: row });
    }
    if (file.concierge_airports) counts.concierge_airports = file.concierge_airports.length;
    for (const [position, a] of (file.transfer_airports ?? []).entries()) {
      const row = {
        city: a.city,
        airport: a.airport,
        luxury: a.luxury,
        domestic: a.domestic,
        international: a.international,
        departure: a.departure,
        arrival: a.arrival,
        position,
      };
      await tx
        .insert(transferAirports)
        .values({ id: a.id, ...row })
        .onConflictDoUpdate({ target: transferAirports.id, set: row });
    }
    if (file.transfer_airports) counts.transfer_airports = file.transfer_airports.length;
    for (const [position, v] of (file.turf_venues ?? []).entries()) {
      const row = {
        name: v.name,
        city: v.city,
        address: v.address,
        sports: v.sports,
        firstHour: v.first_hour,
        lastHour: v.last_hour,
        position,
      };
      await tx
        .insert(turfVenues)
        .values({ id: v.id, ...row })
        .onConflictDoUpdate({ target: turfVenues.id, set: row });
    }
    if (file.turf_venues) counts.turf_venues = file.turf_venues.length;
    for (const [position, f] of (file.t20_fixtures ?? []).entries()) {
      const row = {
        homeTeam: f.home_team,
        awayTeam: f.away_team,
        stadium: f.stadium,
        city: f.city,
        startsAt: new Date(f.starts_at),
        stands: f.stands,
        position,
      };
      await tx
        .insert(t20Fixtures)
        .values({ id: f.id, ...row })
        .onConflictDoUpdate({ target: t20Fixtures.id, set: row });
    }
    if (file.t20_fixtures) counts.t20_fixtures = file.t20_fixtures.length;
    await bumpCatalogueVersion(tx as unknown as Database);
  });
  if (file.offers) Object.assign(counts, await importOffers(db, file.offers));
  return counts;
}

export async function upsertClient(db: Database, config: ClientConfig): Promise<void> {
  await db
    .insert(clients)
    .values({ clientId: config.client_id, projectId: config.project_id, config })
    .onConflictDoUpdate({ target: clients.clientId, set: { projectId: config.project_id, config } });
  await bumpCatalogueVersion(db);
}

async function bumpCatalogueVersion(db: Database): Promise<void> {
  await db
    .insert(catalogueVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: catalogueVersion.id, set: { version: sql`${catalogueVersion.version} + 1`, updatedAt: new Date() } });
}
