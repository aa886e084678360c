import { boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const cardProducts = pgTable('card_products', {
  id: text('id').primaryKey(),
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
  // One JSON object, keyed by the kinds' benefit names (contract benefitKeys): a new kind needs no column.
  benefits: jsonb('benefits').notNull().default({}).$type<Record<string, number>>(),
  position: integer('position').notNull().default(0),
});

export const golfCourses = pgTable('golf_courses', {
  externalId: text('external_id').primaryKey(),
  name: text('gc_name').notNull(),
  city: text('city').notNull(),
  sessionTypes: text('session_types').array().notNull(),
  closedUntil: date('closed_until', { mode: 'string' }),
  position: integer('position').notNull().default(0),
});

export const conciergeAirports = pgTable('concierge_airports', {
  id: text('id').primaryKey(),
  city: text('city').notNull(),
  airport: text('airport').notNull(),
  terminals: text('terminals').array().notNull(),
  buggyService: text('buggy_service', { enum: ['Y', 'N'] }).notNull(),
  domestic: text('domestic', { enum: ['Y', 'N'] }).notNull(),
  international: text('international', { enum: ['Y', 'N'] }).notNull(),
  departure: text('departure', { enum: ['Y', 'N'] }).notNull(),
  arrival: text('arrival', { enum: ['Y', 'N'] }).notNull(),
  position: integer('position').notNull().default(0),
});

export const transferAirports = pgTable('transfer_airports', {
  id: text('id').primaryKey(),
  city: text('city').notNull(),
  airport: text('airport').notNull(),
  luxury: boolean('luxury').notNull(),
  domestic: text('domestic', { enum: ['Y', 'N'] }).notNull(),
  international: text('international', { enum: ['Y', 'N'] }).notNull(),
  departure: text('departure', { enum: ['Y', 'N'] }).notNull(),
  arrival: text('arrival', { enum: ['Y', 'N'] }).notNull(),
  position: integer('position').notNull().default(0),
});

/** Sports turfs that take bookings (issue 15: the turf kind). */
export const turfVenues = pgTable('turf_venues', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  sports: text('sports').array().notNull(),
  firstHour: integer('first_hour').notNull(),
  lastHour: integer('last_hour').notNull(),
  position: integer('position').notNull().default(0),
});

/** T20 matches members can ask tickets for (issue 15: the T20 kind). */
export const t20Fixtures = pgTable('t20_fixtures', {
  id: text('id').primaryKey(),
  homeTeam: text('home_team').notNull(),
  awayTeam: text('away_team').notNull(),
  stadium: text('stadium').notNull(),
  city: text('city').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  stands: text('stands').array().notNull(),
  position: integer('position').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull(),
  callingCode: text('calling_code').notNull(),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

export const localities = pgTable('localities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
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
  seededAt: timestamp('seeded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
