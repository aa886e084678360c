import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * A repository's lookup by a unique key: the row of `table` whose `column` holds `value`, or undefined when
 * there is none. (Drizzle's select cannot follow a generic table's columns, hence the one cast.)
 */
export async function findRowBy<Table extends PgTable>(
  db: Database,
  table: Table,
  column: AnyPgColumn,
  value: string,
): Promise<InferSelectModel<Table> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(column, value));
  return row as InferSelectModel<Table> | undefined;
}
