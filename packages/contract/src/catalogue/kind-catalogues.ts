import type { z } from 'zod';
import type { BookingType } from '../bookings/booking-kinds.ts';
import { golfCourseSchema } from './golf-course.ts';
import { conciergeAirportSchema, transferAirportSchema } from './airports.ts';
import { turfVenueSchema } from '../turf/turf-venue.ts';
import { t20FixtureSchema } from '../t20/t20-fixture.ts';

/**
 * What a kind books against (issue 28): rows of one shape, declared once by their zod schema. Every kind's rows
 * live in one table (catalogue_entries: kind, id, position, data), so a new kind's catalogue needs no migration:
 * the import parses each row with `row`, and so does the API's snapshot when it loads them.
 */
export interface KindCatalogue<Row extends object = Record<string, unknown>, List extends string = string> {
  /** The catalogue file's section (and the key of the rows' list): `turf_venues`. */
  list: List;
  row: z.ZodType<Row>;
  /** The row's field that is its id (unique within the kind). */
  key: keyof Row & string;
  /** A row's instant (a fixture's start): the list is ordered by it and served in India time, past rows left out. */
  startsAt?: keyof Row & string;
  /**
   * Its read has a route of its own (a query, a shape of its own): golf courses by session type, the airports. Otherwise
   * GET /api{registry `catalogue`} answers `{ data: rows }`.
   */
  ownRoute?: true;
}

function kindCatalogue<const List extends string, Row extends object>(
  list: List,
  row: z.ZodType<Row>,
  options: Omit<KindCatalogue<Row>, 'list' | 'row' | 'key'> & { key?: keyof Row & string } = {},
): KindCatalogue<Row, List> & { row: z.ZodType<Row> } {
  return { list, row, key: options.key ?? ('id' as keyof Row & string), ...options };
}

/** Each kind's catalogue: its file section and its row schema. A kind missing here fails typecheck. */
export const kindCatalogues = {
  GolfEnquiry: kindCatalogue('golf_courses', golfCourseSchema, { key: 'external_id', ownRoute: true }),
  AirportVipPrivilege: kindCatalogue('concierge_airports', conciergeAirportSchema, { ownRoute: true }),
  AirportTransfer: kindCatalogue('transfer_airports', transferAirportSchema, { ownRoute: true }),
  TurfEnquiry: kindCatalogue('turf_venues', turfVenueSchema),
  T20Enquiry: kindCatalogue('t20_fixtures', t20FixtureSchema, { startsAt: 'starts_at' }),
} satisfies { [T in BookingType]: KindCatalogue };

export type KindCatalogues = typeof kindCatalogues;
/** One catalogue row of a kind, as its schema gives it: `CatalogueRow<'TurfEnquiry'>` is a TurfVenue. */
export type CatalogueRow<T extends BookingType> = z.output<KindCatalogues[T]['row']>;
/** Every kind's rows, in the order they are served. */
export type CatalogueRows = { [T in BookingType]: CatalogueRow<T>[] };

/**
 * A row parsed by its kind's schema; a row that breaks it is refused with its kind and id named (an import's file,
 * or a stored row the schema no longer accepts).
 */
export function parseCatalogueRow<Row extends object>(kind: string, declaration: KindCatalogue<Row>, data: unknown, where: string): Row {
  const parsed = declaration.row.safeParse(data);
  if (parsed.success) return parsed.data;
  const id = data && typeof data === 'object' ? String((data as Record<string, unknown>)[declaration.key] ?? '(no id)') : '(no id)';
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ');
  throw new Error(`${where}: the ${kind} catalogue row ${id} does not match its schema: ${problems}`);
}
