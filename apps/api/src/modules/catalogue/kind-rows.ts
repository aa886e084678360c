import { istIso, parseCatalogueRow, type KindCatalogue } from '@portal/contract';

/** A stored catalogue row (catalogue_entries), before its kind's schema has read it. */
export interface KindEntry {
  kind: string;
  id: string;
  data: unknown;
}

/**
 * Each declared kind's rows from the stored entries (in file order): parsed by the kind's schema, so a row it refuses
 * fails the load with its kind and id named; a list with a start (fixtures) ordered by it, then file order, and its
 * starts written in India time. Entries of a kind no longer declared are left out.
 */
export function kindRowsOf<Kinds extends Record<string, KindCatalogue>>(
  entries: readonly KindEntry[],
  kinds: Kinds,
): { [K in keyof Kinds]: object[] } {
  const rows = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as Record<string, unknown>[]]));
  for (const entry of entries) {
    const declaration = kinds[entry.kind];
    if (!declaration) continue;
    rows[entry.kind]!.push(parseCatalogueRow(entry.kind, declaration, entry.data, `catalogue_entries (${entry.kind}, ${entry.id})`));
  }
  for (const [kind, { startsAt }] of Object.entries(kinds)) {
    if (!startsAt) continue;
    const timed = rows[kind]!.map((row) => ({ row, at: new Date(String(row[startsAt])) }));
    // A stable sort: rows starting together keep the file's order.
    timed.sort((a, b) => a.at.getTime() - b.at.getTime());
    rows[kind] = timed.map(({ row, at }) => ({ ...row, [startsAt]: istIso(at) }));
  }
  return rows as { [K in keyof Kinds]: object[] };
}
