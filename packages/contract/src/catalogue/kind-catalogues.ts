import type { z } from 'zod';
import { bookingKinds, bookingTypes, kindRowSchemas, type BookingType, type CatalogueRowsFacts } from '../bookings/booking-kinds.ts';

/**
 * A kind's catalogue as the API and the import read it (issue 28): its registry entry's `catalogueRows` with its row
 * schema (`kindRowSchemas`), the key named. Declared in the registry; this only puts the two halves together.
 */
export interface KindCatalogue<Row extends object = Record<string, unknown>, List extends string = string> {
  /** The catalogue file's section (and the key of the rows' list): `turf_venues`. */
  list: List;
  row: z.ZodType<Row>;
  /** The row's field that is its id (unique within the kind). */
  key: keyof Row & string;
  /** A row's instant (a fixture's start): the list is ordered by it and served in India time, past rows left out. */
  startsAt?: keyof Row & string;
  /** Its API module answers its read (registry `catalogueRows.ownRoute`). */
  ownRoute?: true;
}

type Entry<T extends BookingType> = (typeof bookingKinds)[T]['catalogueRows'];

/** Each kind's catalogue, typed by its entry: `KindCatalogues['TurfEnquiry']['list']` is `'turf_venues'`. */
export type KindCatalogues = {
  [T in BookingType]: KindCatalogue<z.output<(typeof kindRowSchemas)[T]>, Entry<T>['list']> & { row: (typeof kindRowSchemas)[T] };
};

/** A kind's catalogue, from its registry entry and its row schema. */
export const kindCatalogue = <T extends BookingType>(type: T): KindCatalogues[T] => {
  const facts: CatalogueRowsFacts = bookingKinds[type].catalogueRows;
  return { ...facts, key: facts.key ?? 'id', row: kindRowSchemas[type] } as KindCatalogues[T];
};

/** Every kind's catalogue, read from the registry. */
export const kindCatalogues = Object.fromEntries(bookingTypes.map((type) => [type, kindCatalogue(type)])) as KindCatalogues;

/** One catalogue row of a kind, as its schema gives it: `CatalogueRow<'TurfEnquiry'>` is a TurfVenue. */
export type CatalogueRow<T extends BookingType> = z.output<(typeof kindRowSchemas)[T]>;
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
