import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffCredentials, staffPasswordTokens, staffSignInAttempts } from '../../db/schema/index.ts';
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

/** This address's wrong passwords on this account, its lock, and whether it signed in to the account before. */
export async function findAttempts(db: Database, userId: string, ip: string) {
  const [row] = await db
    .select({ lockedUntil: staffSignInAttempts.lockedUntil, signedInAt: staffSignInAttempts.signedInAt })
    .from(staffSignInAttempts)
    .where(and(eq(staffSignInAttempts.userId, userId), eq(staffSignInAttempts.ip, ip)));
  return row;
}

/**
 * Counts one wrong password, atomically: for the address (at `max` it locks until `addressLockUntil`, and its count
 * restarts) and for the account (from `backoffAfter` wrong ones on, the next try from an unknown address waits
 * 2^(n - backoffAfter) seconds, at most `backoffMaxSeconds`). The address's lock and the account's back-off end.
 */
export async function recordWrongPassword(
  db: Database,
  at: { userId: string; ip: string },
  rules: { max: number; addressLockUntil: Date; backoffAfter: number; backoffMaxSeconds: number; now: Date },
) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const lockUntil = rules.addressLockUntil.toISOString();
    const [address] = await tx
      .insert(staffSignInAttempts)
      .values({
        userId: at.userId,
        ip: at.ip,
        wrongAttempts: rules.max <= 1 ? 0 : 1,
        lockedUntil: rules.max <= 1 ? rules.addressLockUntil : null,
        updatedAt: rules.now,
      })
      .onConflictDoUpdate({
        target: [staffSignInAttempts.userId, staffSignInAttempts.ip],
        set: {
          wrongAttempts: sql`case when ${staffSignInAttempts.wrongAttempts} + 1 >= ${rules.max} then 0 else ${staffSignInAttempts.wrongAttempts} + 1 end`,
          lockedUntil: sql`case when ${staffSignInAttempts.wrongAttempts} + 1 >= ${rules.max} then ${lockUntil}::timestamptz else ${staffSignInAttempts.lockedUntil} end`,
          updatedAt: rules.now,
        },
      })
      .returning({ lockedUntil: staffSignInAttempts.lockedUntil });
    const now = rules.now.toISOString();
    const excess = sql`${staffCredentials.wrongAttempts} + 1 - ${rules.backoffAfter}`;
    const [account] = await tx
      .update(staffCredentials)
      .set({
        wrongAttempts: sql`${staffCredentials.wrongAttempts} + 1`,
        lockedUntil: sql`case when ${excess} >= 0
          then ${now}::timestamptz + least(power(2, least(${excess}, 30)), ${rules.backoffMaxSeconds}) * interval '1 second'
          else ${staffCredentials.lockedUntil} end`,
      })
      .where(eq(staffCredentials.userId, at.userId))
      .returning({ backoffUntil: staffCredentials.lockedUntil });
    return { addressLockedUntil: address?.lockedUntil ?? null, backoffUntil: account?.backoffUntil ?? null };
  });
}

/** A right password: the address is known to the account from now on, and every count of it starts again. */
export async function recordSignIn(db: Database, users: UserDirectory, at: { userId: string; ip: string }, now: Date) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await tx.update(staffCredentials).set({ wrongAttempts: 0, lockedUntil: null }).where(eq(staffCredentials.userId, at.userId));
    await tx
      .insert(staffSignInAttempts)
      .values({ userId: at.userId, ip: at.ip, wrongAttempts: 0, lockedUntil: null, signedInAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [staffSignInAttempts.userId, staffSignInAttempts.ip],
        set: { wrongAttempts: 0, lockedUntil: null, signedInAt: now, updatedAt: now },
      });
  });
  await users.recordLastLogin(at.userId, now);
}

/** The operator's unlock (`npm run staff:unlock`): every address lock and the back-off of the account go. Its e-mail's account id, or undefined. */
export async function unlockAccount(db: Database, email: string) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [account] = await tx
      .update(staffCredentials)
      .set({ wrongAttempts: 0, lockedUntil: null })
      .where(eq(staffCredentials.email, email))
      .returning({ userId: staffCredentials.userId });
    if (!account) return undefined;
    await tx.update(staffSignInAttempts).set({ wrongAttempts: 0, lockedUntil: null }).where(eq(staffSignInAttempts.userId, account.userId));
    return account.userId;
  });
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

/** Uses a password token up (once, before it expires) and sets the account's password; the account's e-mail and id, or undefined. */
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
    // The e-mail's owner proved who they are: no address stays locked out of the account.
    await tx.update(staffSignInAttempts).set({ wrongAttempts: 0, lockedUntil: null }).where(eq(staffSignInAttempts.userId, used.userId));
    // A reset link also ends every other link still open (an older reset or invitation).
    await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordTokens.userId, used.userId), isNull(staffPasswordTokens.usedAt)));
    return account && { email: account.email, userId: used.userId };
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

/**
 * A fresh invitation token for an account still waiting for its first password; the earlier ones stop working.
 * The account's e-mail, or undefined when it has a password already (or is no console account).
 */
export async function replacePasswordToken(db: Database, userId: string, tokenHash: string, expiresAt: Date, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [account] = await tx
      .select({ email: staffCredentials.email })
      .from(staffCredentials)
      .where(and(eq(staffCredentials.userId, userId), eq(staffCredentials.passwordHash, NO_PASSWORD_YET)))
      .for('update');
    if (!account) return undefined;
    await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordTokens.userId, userId), isNull(staffPasswordTokens.usedAt)));
    await tx.insert(staffPasswordTokens).values({ tokenHash, userId, expiresAt });
    return account.email;
  });
}

/** The account's password hash, by user id (the password change checks the current one). */
export async function findCredentialsById(db: Database, userId: string) {
  const [row] = await db
    .select({ email: staffCredentials.email, passwordHash: staffCredentials.passwordHash })
    .from(staffCredentials)
    .where(eq(staffCredentials.userId, userId));
  return row;
}

export async function changePassword(db: Database, userId: string, passwordHash: string, now: Date) {
  await db.update(staffCredentials).set({ passwordHash, passwordChangedAt: now }).where(eq(staffCredentials.userId, userId));
}

/**
 * A reset token for the account of an e-mail (earlier unused links of the account stop working). The account's user
 * id, or undefined when no console account has this e-mail.
 */
export async function insertResetToken(db: Database, email: string, tokenHash: string, expiresAt: Date, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [account] = await tx
      .select({ userId: staffCredentials.userId })
      .from(staffCredentials)
      .where(eq(staffCredentials.email, email))
      .for('update');
    if (!account) return undefined;
    await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordTokens.userId, account.userId), isNull(staffPasswordTokens.usedAt)));
    await tx.insert(staffPasswordTokens).values({ tokenHash, userId: account.userId, expiresAt });
    return account.userId;
  });
}
