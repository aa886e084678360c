import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { airportConciergeUploads, bookings } from '../../db/schema/index.ts';

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

/** Guests on the cardholder's concierge bookings of one year that still hold quota (the yearly guest cap). */
export async function sumGuests(db: Database, userId: string, year: number, statuses: readonly BookingStatus[]): Promise<number> {
  const [row] = await db
    .select({ guests: sql<number>`coalesce(sum((${bookings.requestInfo}->>'guest_count')::int), 0)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.type, 'AirportVipPrivilege'),
        eq(bookings.quotaYear, year),
        inArray(bookings.status, [...statuses]),
      ),
    );
  return Number(row?.guests ?? 0);
}
