import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingEvent, BookingStatus, BookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
// The one read of identity's `users` outside identity: the cardholder's name and contact joined to a booking,
// so the staff queue stays one round trip (docs/architecture.md, "Who owns which table").
import { bookings, bookingTransitions, users } from '../../db/schema/index.ts';
import { listTransitions, sumRequestInfo } from './repository.ts';

export interface QueueFilter {
  status: BookingStatus;
  type?: BookingType;
  city?: string;
  serviceFrom?: Date;
  serviceTo?: Date;
  /** The last row's key, as the database's own text (microseconds included: a JS Date would round them). */
  after?: { key: string; id: string };
  limit: number;
}

// Must match bookings_queue_idx's expression so the planner walks the index in order.
const queueKey = sql`coalesce(${bookings.answerBy}, 'infinity'::timestamptz)`;

/** One page of the queue in deadline order (keyset: status = ? and (deadline, id) > cursor, walking bookings_queue_idx). */
async function queuePage(db: Database, filter: QueueFilter) {
  const conditions: SQL[] = [eq(bookings.status, filter.status)];
  if (filter.type) conditions.push(eq(bookings.type, filter.type));
  if (filter.city) conditions.push(sql`lower(${bookings.city}) = lower(${filter.city})`);
  if (filter.serviceFrom) conditions.push(sql`${bookings.serviceAt} >= ${filter.serviceFrom.toISOString()}::timestamptz`);
  if (filter.serviceTo) conditions.push(sql`${bookings.serviceAt} < ${filter.serviceTo.toISOString()}::timestamptz`);
  if (filter.after) {
    conditions.push(sql`(${queueKey}, ${bookings.id}) > (${filter.after.key}::timestamptz, ${filter.after.id}::uuid)`);
  }
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      type: bookings.type,
      status: bookings.status,
      city: bookings.city,
      bookingDateTime: bookings.bookingDateTime,
      serviceAt: bookings.serviceAt,
      answerBy: bookings.answerBy,
      createdAt: bookings.createdAt,
      cardholderName: users.name,
      queueKey: sql<string>`${queueKey}::text`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(...conditions))
    .orderBy(queueKey, asc(bookings.id))
    .limit(filter.limit + 1);
}

/** The booking with its cardholder's name and contact, in one read. */
async function findWithCardholder(db: Database, id: string) {
  const [row] = await db
    .select({ booking: bookings, name: users.name, mobile: users.mobile, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return row;
}

/** The note of the booking's latest transition by `event` (a decline's reason). */
async function lastNote(db: Database, bookingId: string, event: BookingEvent) {
  const [row] = await db
    .select({ note: bookingTransitions.note })
    .from(bookingTransitions)
    .where(and(eq(bookingTransitions.bookingId, bookingId), eq(bookingTransitions.event, event)))
    .orderBy(desc(bookingTransitions.createdAt), desc(bookingTransitions.seq))
    .limit(1);
  return row?.note ?? undefined;
}

/** What the staff console and the cardholder's messages read of bookings: handed to their services. */
export function createBookingReads(db: Database) {
  return {
    queuePage: (filter: QueueFilter) => queuePage(db, filter),
    findWithCardholder: (id: string) => findWithCardholder(db, id),
    /** Oldest first. */
    transitions: (bookingId: string) => listTransitions(db, bookingId),
    lastNote: (bookingId: string, event: BookingEvent) => lastNote(db, bookingId, event),
    /** A kind's yearly tally of a request_info number (concierge guests), for the kind's declaration. */
    requestInfoTotal: (where: Parameters<typeof sumRequestInfo>[1]) => sumRequestInfo(db, where),
  };
}
export type BookingReads = ReturnType<typeof createBookingReads>;
export type QueueRow = Awaited<ReturnType<BookingReads['queuePage']>>[number];
