import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, BookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { bookings, bookingTransitions, staffCredentials, users } from '../../db/schema/index.ts';

export type StaffRow = {
  userId: string;
  email: string;
  passwordHash: string;
  wrongAttempts: number;
  lockedUntil: Date | null;
  role: string;
  name: string | null;
};

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select({
      userId: staffCredentials.userId,
      email: staffCredentials.email,
      passwordHash: staffCredentials.passwordHash,
      wrongAttempts: staffCredentials.wrongAttempts,
      lockedUntil: staffCredentials.lockedUntil,
      role: users.role,
      name: users.name,
    })
    .from(staffCredentials)
    .innerJoin(users, eq(users.id, staffCredentials.userId))
    .where(eq(staffCredentials.email, email));
  return row;
}

/** Counts one wrong password atomically; at `max` the account locks until `lockUntil` and the count restarts. */
export async function recordWrongPassword(db: Database, userId: string, max: number, lockUntil: Date) {
  const [row] = await db
    .update(staffCredentials)
    .set({
      wrongAttempts: sql`case when ${staffCredentials.wrongAttempts} + 1 >= ${max} then 0 else ${staffCredentials.wrongAttempts} + 1 end`,
      lockedUntil: sql`case when ${staffCredentials.wrongAttempts} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${staffCredentials.lockedUntil} end`,
    })
    .where(eq(staffCredentials.userId, userId))
    .returning({ lockedUntil: staffCredentials.lockedUntil });
  return row?.lockedUntil ?? null;
}

export async function recordSignIn(db: Database, userId: string, now: Date) {
  await db.update(staffCredentials).set({ wrongAttempts: 0, lockedUntil: null }).where(eq(staffCredentials.userId, userId));
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}

/**
 * Staff users have no mobile number; the shared users table requires a unique one, so a staff row takes
 * a placeholder that can never be a 10-digit mobile.
 */
export const staffMobilePlaceholder = (email: string) => `staff:${email}`;

/** Undefined when the e-mail is taken (its placeholder mobile is unique, so two racing adds make one). */
export async function insertStaff(db: Database, staff: { email: string; name: string; role: 'concierge' | 'admin'; passwordHash: string }) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ mobile: staffMobilePlaceholder(staff.email), email: staff.email, name: staff.name, role: staff.role })
      .onConflictDoNothing({ target: users.mobile })
      .returning({ id: users.id });
    if (!user) return undefined;
    await tx.insert(staffCredentials).values({ userId: user.id, email: staff.email, passwordHash: staff.passwordHash });
    return user.id;
  });
}

export async function listStaff(db: Database) {
  return db
    .select({ id: users.id, email: staffCredentials.email, name: users.name, role: users.role })
    .from(staffCredentials)
    .innerJoin(users, eq(users.id, staffCredentials.userId))
    .orderBy(asc(staffCredentials.email));
}

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
export async function queuePage(db: Database, filter: QueueFilter) {
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

export async function findBookingWithCardholder(db: Database, id: string) {
  const [row] = await db
    .select({ booking: bookings, name: users.name, mobile: users.mobile, email: users.email })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id));
  return row;
}

export async function transitionsWithActors(db: Database, bookingId: string) {
  return db
    .select({ transition: bookingTransitions, actorEmail: staffCredentials.email })
    .from(bookingTransitions)
    .leftJoin(
      staffCredentials,
      sql`${bookingTransitions.actorType} = 'staff' and ${staffCredentials.userId}::text = ${bookingTransitions.actorId}`,
    )
    .where(eq(bookingTransitions.bookingId, bookingId))
    .orderBy(asc(bookingTransitions.createdAt), asc(bookingTransitions.seq));
}
