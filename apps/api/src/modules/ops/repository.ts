import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffCredentials } from '../../db/schema/index.ts';
import type { UserDirectory } from '../identity/index.ts';

export type StaffRow = {
  userId: string;
  email: string;
  passwordHash: string;
  wrongAttempts: number;
  lockedUntil: Date | null;
  role: string;
  name: string | null;
};

/** The staff account of an e-mail with its user's role and name (identity's, asked of it). */
export async function findStaffByEmail(db: Database, users: UserDirectory, email: string): Promise<StaffRow | undefined> {
  const [credentials] = await db
    .select({
      userId: staffCredentials.userId,
      email: staffCredentials.email,
      passwordHash: staffCredentials.passwordHash,
      wrongAttempts: staffCredentials.wrongAttempts,
      lockedUntil: staffCredentials.lockedUntil,
    })
    .from(staffCredentials)
    .where(eq(staffCredentials.email, email));
  const user = credentials && (await users.contact(credentials.userId));
  return user && { ...credentials!, role: user.role, name: user.name };
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

export async function recordSignIn(db: Database, users: UserDirectory, userId: string, now: Date) {
  await db.update(staffCredentials).set({ wrongAttempts: 0, lockedUntil: null }).where(eq(staffCredentials.userId, userId));
  await users.recordLastLogin(userId, now);
}

/**
 * Staff users have no mobile number; the shared users table requires a unique one, so a staff row takes
 * a placeholder that can never be a 10-digit mobile.
 */
export const staffMobilePlaceholder = (email: string) => `staff:${email}`;

/** Undefined when the e-mail is taken (its placeholder mobile is unique, so two racing adds make one). */
export async function insertStaff(
  db: Database,
  users: UserDirectory,
  staff: { email: string; name: string; role: 'concierge' | 'admin'; passwordHash: string },
) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const userId = await users.insertAccount(
      { mobile: staffMobilePlaceholder(staff.email), email: staff.email, name: staff.name, role: staff.role },
      tx,
    );
    if (!userId) return undefined;
    await tx.insert(staffCredentials).values({ userId, email: staff.email, passwordHash: staff.passwordHash });
    return userId;
  });
}

export async function listStaff(db: Database, users: UserDirectory) {
  const staff = await db
    .select({ id: staffCredentials.userId, email: staffCredentials.email })
    .from(staffCredentials)
    .orderBy(asc(staffCredentials.email));
  const byId = new Map((await users.contacts(staff.map((s) => s.id))).map((u) => [u.id, u]));
  return staff.flatMap(({ id, email }) => {
    const user = byId.get(id);
    return user ? [{ id, email, name: user.name, role: user.role }] : [];
  });
}

/** The e-mails of the staff accounts among `userIds` (a transition's actor id is text: anything else is no account). */
export async function staffEmails(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: staffCredentials.userId, email: staffCredentials.email })
    .from(staffCredentials)
    .where(inArray(sql`${staffCredentials.userId}::text`, userIds));
  return new Map(rows.map((r) => [r.userId, r.email]));
}
