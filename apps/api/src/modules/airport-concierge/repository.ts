import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { airportConciergeUploads } from '../../db/schema/index.ts';

export type UploadRow = typeof airportConciergeUploads.$inferSelect;
export type NewUpload = typeof airportConciergeUploads.$inferInsert;

export async function insertUploads(db: Database, rows: NewUpload[]): Promise<UploadRow[]> {
  if (rows.length === 0) return [];
  return db.insert(airportConciergeUploads).values(rows).returning();
}

export function listUploads(db: Database, bookingIds: string[]): Promise<UploadRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(airportConciergeUploads)
    .where(inArray(airportConciergeUploads.bookingId, bookingIds))
    .orderBy(airportConciergeUploads.createdAt);
}

export async function findUpload(db: Database, bookingId: string, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(airportConciergeUploads)
    .where(and(eq(airportConciergeUploads.bookingId, bookingId), eq(airportConciergeUploads.id, uploadId)));
  return row;
}
