import { boolean, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueId, integerRef, position, timestamptz, updatedAt, yesNo } from './columns.ts';

export const cardProducts = pgTable('card_products', {
  id: catalogueId(),
  name: text('name').notNull(),
  bin: text('bin').notNull().unique(),
  binType: text('bin_type', { enum: ['first6', 'first8'] }).notNull(),
  align: text('align', { enum: ['vertical', 'horizontal'] }).notNull(),
  image: text('image').notNull(),
  network: text('network').notNull(),
  category: text('category', { enum: ['credit', 'debit'] }).notNull(),
  link: text('link').notNull(),
  golfPartnerRedirect: text('golf_partner_redirect'),
  inMenu: boolean('in_menu').notNull().default(true),
  // One JSON object, keyed by the kinds' benefit names (contract BenefitKey): a new kind needs no column.
  benefits: jsonb('benefits').notNull().default({}).$type<Record<string, number>>(),
  position: position(),
});

export const golfCourses = pgTable('golf_courses', {
  externalId: text('external_id').primaryKey(),
  name: text('gc_name').notNull(),
  city: text('city').notNull(),
  sessionTypes: text('session_types').array().notNull(),
  closedUntil: date('closed_until', { mode: 'string' }),
  position: position(),
});

/** What both airport lists hold about an airport: which one, and the journeys it serves (the file's 'Y' / 'N' flags). */
const airportPlace = () => ({ id: catalogueId(), city: text('city').notNull(), airport: text('airport').notNull() });
const airportJourneys = () => ({
  domestic: yesNo('domestic'),
  international: yesNo('international'),
  departure: yesNo('departure'),
  arrival: yesNo('arrival'),
  position: position(),
});

export const conciergeAirports = pgTable('concierge_airports', {
  ...airportPlace(),
  terminals: text('terminals').array().notNull(),
  buggyService: yesNo('buggy_service'),
  ...airportJourneys(),
});

export const transferAirports = pgTable('transfer_airports', {
  ...airportPlace(),
  luxury: boolean('luxury').notNull(),
  ...airportJourneys(),
});

/** Sports turfs that take bookings (issue 15: the turf kind). */
export const turfVenues = pgTable('turf_venues', {
  id: catalogueId(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  sports: text('sports').array().notNull(),
  firstHour: integer('first_hour').notNull(),
  lastHour: integer('last_hour').notNull(),
  position: position(),
});

/** T20 matches members can ask tickets for (issue 15: the T20 kind). */
export const t20Fixtures = pgTable('t20_fixtures', {
  id: catalogueId(),
  homeTeam: text('home_team').notNull(),
  awayTeam: text('away_team').notNull(),
  stadium: text('stadium').notNull(),
  city: text('city').notNull(),
  startsAt: timestamptz('starts_at').notNull(),
  stands: text('stands').array().notNull(),
  position: position(),
});

/** The place lists (countries, their cities, the cities' localities): the file's number and the name. */
const namedPlace = () => ({ id: integer('id').primaryKey(), name: text('name').notNull() });

export const countries = pgTable('countries', {
  ...namedPlace(),
  isoCode: text('iso_code').notNull(),
  callingCode: text('calling_code').notNull(),
});

export const cities = pgTable('cities', {
  ...namedPlace(),
  countryId: integerRef('country_id', () => countries.id),
});

export const localities = pgTable('localities', {
  ...namedPlace(),
  cityId: integerRef('city_id', () => cities.id),
});

/** White-label clients the server serves; a request naming another client is refused. */
export const clients = pgTable('clients', {
  clientId: text('client_id').primaryKey(),
  projectId: text('project_id').notNull(),
  config: jsonb('config').notNull(),
});

/** One row: bumped by every catalogue import so each process knows to refresh its in-memory copy. */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
  seededAt: timestamptz('seeded_at'),
  updatedAt: updatedAt(),
});
