import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { catalogueId, integerRef, position, timestamptz, updatedAt } from './columns.ts';

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

/**
 * Every kind's catalogue (issue 28): the golf courses, airports, turfs, fixtures, and the next kind's, as rows of one
 * table, each `data` parsed by its kind's zod schema (the registry's `kindRowSchemas`) on import and when read, so a new
 * kind needs no migration. `kind` is the BookingType; `position` the file's order.
 */
export const catalogueEntries = pgTable(
  'catalogue_entries',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    position: position(),
    data: jsonb('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

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
