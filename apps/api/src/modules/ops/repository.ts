import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffCredentials, staffPasswordTokens } from '../../db/schema/index.ts';
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

/** A console account that has no password yet: no scrypt hash matches it, so it cannot sign in until one is set. */
export const NO_PASSWORD_YET = 'unset';

/**
 * A merchant's user (issue 18): a users row with the role 'merchant' and its mobile, and a console account with no
 * password yet plus the one-time token that sets it. Undefined when the mobile or the e-mail is taken. Runs in the
 * caller's transaction, so the merchant and its user are made together.
 */
export async function insertInvitedAccount(
  tx: Database,
  users: UserDirectory,
  account: { email: string; mobile: string; name: string; role: 'merchant'; tokenHash: string; expiresAt: Date },
) {
  const [emailTaken] = await tx
    .select({ userId: staffCredentials.userId })
    .from(staffCredentials)
    .where(eq(staffCredentials.email, account.email));
  if (emailTaken) return undefined;
  const userId = await users.insertAccount({ mobile: account.mobile, email: account.email, name: account.name, role: account.role }, tx);
  if (!userId) return undefined;
  const inserted = await tx
    .insert(staffCredentials)
    .values({ userId, email: account.email, passwordHash: NO_PASSWORD_YET })
    .onConflictDoNothing()
    .returning({ userId: staffCredentials.userId });
  if (inserted.length === 0) return undefined;
  await tx.insert(staffPasswordTokens).values({ tokenHash: account.tokenHash, userId, expiresAt: account.expiresAt });
  return userId;
}

/** Uses a password token up (once, before it expires) and sets the account's password; the account's e-mail, or undefined. */
export async function setPasswordWithToken(db: Database, tokenHash: string, passwordHash: string, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [used] = await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordTokens.tokenHash, tokenHash), isNull(staffPasswordTokens.usedAt), gt(staffPasswordTokens.expiresAt, now)))
      .returning({ userId: staffPasswordTokens.userId });
    if (!used) return undefined;
    const [account] = await tx
      .update(staffCredentials)
      .set({ passwordHash, passwordChangedAt: now, wrongAttempts: 0, lockedUntil: null })
      .where(eq(staffCredentials.userId, used.userId))
      .returning({ email: staffCredentials.email });
    return account?.email;
  });
}

/** The console account of a user: its e-mail (undefined when the user has none). */
export async function consoleEmailOf(db: Database, userId: string) {
  const [row] = await db.select({ email: staffCredentials.email }).from(staffCredentials).where(eq(staffCredentials.userId, userId));
  return row?.email;
}

/** Which of these users have a console account still waiting for its first password. */
export async function awaitingPassword(db: Database, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: staffCredentials.userId })
    .from(staffCredentials)
    .where(and(inArray(staffCredentials.userId, userIds), eq(staffCredentials.passwordHash, NO_PASSWORD_YET)));
  return new Set(rows.map((r) => r.userId));
}
