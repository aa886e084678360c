import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingStatus, BookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { bookings, bookingTransitions } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/** Serialises quota decisions for one cardholder, card and service: exact counts under concurrency. */
export async function lockQuota(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function sumUnits(
  db: Database,
  where: { userId: string; cardProductId: string; type: BookingType; year: number; statuses: readonly BookingStatus[] },
): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${bookings.quotaUnits}), 0)::int` })
    .from(bookings)
    .where(and(
      eq(bookings.userId, where.userId), eq(bookings.cardProductId, where.cardProductId), eq(bookings.type, where.type),
      eq(bookings.quotaYear, where.year), inArray(bookings.status, [...where.statuses]),
    ));
  return Number(row?.units ?? 0);
}

export async function insertBooking(db: Database, row: NewBooking): Promise<BookingRow> {
  const [booking] = await db.insert(bookings).values(row).returning();
  return booking!;
}

export async function insertTransition(db: Database, row: typeof bookingTransitions.$inferInsert) {
  await db.insert(bookingTransitions).values(row);
}

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
  return booking;
}

/** Moves a booking only if it is still in `from`: a concurrent change makes this return undefined. */
export async function updateStatus(db: Database, id: string, from: BookingStatus, to: BookingStatus, extra: Partial<NewBooking> = {}) {
  const [booking] = await db.update(bookings).set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, from))).returning();
  return booking;
}

export async function listBookingsOfUser(db: Database, userId: string, type?: BookingType) {
  return db.select().from(bookings)
    .where(type ? and(eq(bookings.userId, userId), eq(bookings.type, type)) : eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt));
}

export async function listTransitions(db: Database, bookingId: string) {
  return db.select().from(bookingTransitions).where(eq(bookingTransitions.bookingId, bookingId)).orderBy(bookingTransitions.createdAt);
}

/**
 * Unpaid bookings (in `statuses`) whose status last changed before `before` and that have no payment started
 * since then: a cardholder still on the bank's page keeps the booking until the gateway answers.
 */
export async function listUnpaidSince(db: Database, statuses: readonly BookingStatus[], before: Date, limit: number) {
  return db.select({ id: bookings.id }).from(bookings)
    .where(and(
      inArray(bookings.status, [...statuses]),
      sql`${bookings.updatedAt} < ${before.toISOString()}`,
      sql`not exists (select 1 from payments p where p.booking_id = ${bookings.id} and p.created_at >= ${before.toISOString()})`,
    ))
    .orderBy(bookings.updatedAt)
    .limit(limit);
}
