import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { BookingStatus, BookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { findRowBy } from '../../db/find-row.ts';
import { bookings, bookingTransitions } from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

/** One cardholder's bookings of one kind in one quota year: what every yearly tally is summed over. */
const ofCardholderKindYear = (where: { userId: string; type: BookingType; year: number }) => [
  eq(bookings.userId, where.userId),
  eq(bookings.type, where.type),
  eq(bookings.quotaYear, where.year),
];

/** Units per quota (one cardholder, card, service and year): those held and those availed, in one read. */
export async function sumUnits(
  db: Database,
  where: {
    userId: string;
    cardProductId: string;
    type: BookingType;
    year: number;
    held: readonly BookingStatus[];
    availed: readonly BookingStatus[];
  },
): Promise<{ held: number; availed: number }> {
  const units = (statuses: readonly BookingStatus[]) =>
    sql<number>`coalesce(sum(${bookings.quotaUnits}) filter (where ${inArray(bookings.status, [...statuses])}), 0)::int`;
  const [row] = await db
    .select({ held: units(where.held), availed: units(where.availed) })
    .from(bookings)
    .where(and(...ofCardholderKindYear(where), eq(bookings.cardProductId, where.cardProductId)));
  return { held: Number(row?.held ?? 0), availed: Number(row?.availed ?? 0) };
}

/**
 * A number the kind keeps in request_info (concierge: `guest_count`), summed over one cardholder's bookings of the
 * kind in one quota year that are in the given statuses: a kind's own yearly tally beside its quota.
 */
export async function sumRequestInfo(
  db: Database,
  where: { userId: string; type: BookingType; year: number; statuses: readonly BookingStatus[]; field: string },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum((${bookings.requestInfo}->>${where.field})::int), 0)::int` })
    .from(bookings)
    .where(and(...ofCardholderKindYear(where), inArray(bookings.status, [...where.statuses])));
  return Number(row?.total ?? 0);
}

const bookingColumns = Object.entries(getTableColumns(bookings));
/** A row as the database sends it (snake_case, driver values) to the shape Drizzle's own selects return. */
function toBookingRow(raw: Record<string, unknown>): BookingRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of bookingColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as BookingRow;
}

/**
 * Inserts the booking and its first transition if its quota has room, as one statement (migration 0008):
 * under the quota's advisory lock, so of concurrent requests for the last unit exactly one gets a row.
 */
export async function insertWithinQuota(
  db: Database,
  quota: { lockKey: string; holdingStatuses: readonly BookingStatus[]; allowance: number },
  row: Required<
    Pick<
      NewBooking,
      | 'reference'
      | 'userId'
      | 'type'
      | 'status'
      | 'binUsed'
      | 'cardProductId'
      | 'feeRupees'
      | 'quotaUnits'
      | 'quotaYear'
      | 'serviceAt'
      | 'bookingDateTime'
      | 'requestInfo'
    >
  > & { city: string | null },
  transition: Pick<typeof bookingTransitions.$inferInsert, 'event' | 'actorType'> & { actorId: string | null },
): Promise<BookingRow | undefined> {
  // An array literal, not a JS array: Drizzle would spread an array into a list of parameters.
  const result = await db.execute(sql`select * from create_booking_within_quota(
    ${quota.lockKey}, ${`{${quota.holdingStatuses.join(',')}}`}::text[], ${quota.allowance},
    ${row.reference}, ${row.userId}, ${row.type}, ${row.status}, ${row.binUsed}, ${row.cardProductId}, ${row.feeRupees},
    ${row.quotaUnits}, ${row.quotaYear}, ${row.city}, ${row.serviceAt.toISOString()}::timestamptz, ${row.bookingDateTime},
    ${JSON.stringify(row.requestInfo)}::jsonb, ${transition.event}, ${transition.actorType}, ${transition.actorId})`);
  const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return raw ? toBookingRow(raw) : undefined;
}

export async function insertTransition(db: Database, row: typeof bookingTransitions.$inferInsert) {
  await db.insert(bookingTransitions).values(row);
}

export function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  return findRowBy(db, bookings, bookings.id, id);
}

/** Moves a booking only if it is still in `from`: a concurrent change makes this return undefined. */
export async function updateStatus(db: Database, id: string, from: BookingStatus, to: BookingStatus, extra: Partial<NewBooking> = {}) {
  const [booking] = await db
    .update(bookings)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, from)))
    .returning();
  return booking;
}

export async function listBookingsOfUser(db: Database, userId: string, type?: BookingType) {
  return db
    .select()
    .from(bookings)
    .where(type ? and(eq(bookings.userId, userId), eq(bookings.type, type)) : eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.seq));
}

export async function listTransitions(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingTransitions)
    .where(eq(bookingTransitions.bookingId, bookingId))
    .orderBy(bookingTransitions.createdAt, bookingTransitions.seq);
}

/**
 * Unpaid bookings (in `statuses`) whose status last changed before `before` and that have no payment started
 * since then: a cardholder still on the bank's page keeps the booking until the gateway answers.
 */
export async function listUnpaidSince(db: Database, statuses: readonly BookingStatus[], before: Date, limit: number) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...statuses]),
        sql`${bookings.updatedAt} < ${before.toISOString()}`,
        sql`not exists (select 1 from payments p where p.booking_id = ${bookings.id} and p.created_at >= ${before.toISOString()})`,
      ),
    )
    .orderBy(bookings.updatedAt)
    .limit(limit);
}
