import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findRowBy } from '../../db/find-row.ts';
import { prepared } from './prepared.ts';
import { contactPreferences, emailVerifications, otpCodes, otpLocks, otpSends, sessions, userCards, users } from '../../db/schema/index.ts';

export type OtpPurpose = 'session' | 'external';
export type UserRow = typeof users.$inferSelect;

/** Serialises every OTP step of one mobile across processes, for the length of the transaction. */
export async function lockMobile(db: Database, mobile: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${mobile}`}, 0))`);
}

export function findUserByMobile(db: Database, mobile: string) {
  return findRowBy(db, users, users.mobile, mobile);
}

export function findUserById(db: Database, id: string) {
  return findRowBy(db, users, users.id, id);
}

/** Inserts the user unless the mobile is taken; undefined when it is. */
export async function insertUser(
  db: Database,
  row: { mobile: string; email: string; name: string | null; callingCode: string; countryId: number },
) {
  const [created] = await db.insert(users).values(row).onConflictDoNothing({ target: users.mobile }).returning();
  return created;
}

/** Name, contact details and role of one user (what other modules may read of a user). */
export async function findContact(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findContacts(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
}

/** A user made by another module (a staff account), unless the mobile is taken: undefined then. */
export async function insertAccount(
  db: Database,
  row: { mobile: string; email: string; name: string; role: 'concierge' | 'admin' | 'merchant' },
) {
  const [created] = await db.insert(users).values(row).onConflictDoNothing({ target: users.mobile }).returning({ id: users.id });
  return created?.id;
}

export async function recordLastLogin(db: Database, id: string, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, id));
}

export async function findLock(db: Database, mobile: string, now: Date) {
  const [row] = await db
    .select()
    .from(otpLocks)
    .where(and(eq(otpLocks.mobile, mobile), gt(otpLocks.lockedUntil, now)));
  return row?.lockedUntil;
}

export async function lockUntil(db: Database, mobile: string, until: Date) {
  await db
    .insert(otpLocks)
    .values({ mobile, lockedUntil: until })
    .onConflictDoUpdate({ target: otpLocks.mobile, set: { lockedUntil: until } });
}

export async function countSends(db: Database, by: { mobile: string } | { ip: string }, since: Date) {
  const where =
    'mobile' in by
      ? and(eq(otpSends.mobile, by.mobile), gt(otpSends.createdAt, since))
      : and(eq(otpSends.ip, by.ip), gt(otpSends.createdAt, since));
  const [row] = await db.select({ n: count() }).from(otpSends).where(where);
  return row?.n ?? 0;
}

export async function recordSend(db: Database, row: { mobile: string; ip: string; createdAt: Date }) {
  await db.insert(otpSends).values(row);
}

/** A send the provider never delivered is taken back (the row `recordSend` wrote for it). */
export async function forgetSend(db: Database, row: { mobile: string; ip: string; createdAt: Date }) {
  await db.delete(otpSends).where(and(eq(otpSends.mobile, row.mobile), eq(otpSends.ip, row.ip), eq(otpSends.createdAt, row.createdAt)));
}

/** Old send records no longer count towards any limit. */
export async function pruneSends(db: Database, before: Date) {
  await db.delete(otpSends).where(lt(otpSends.createdAt, before));
}

/**
 * A resend replaces the live code for that mobile and purpose. Its wrong-attempt count carries over while the
 * code it replaces is younger than `countWindowStart` allows: a resend is no way to get more guesses.
 */
export async function replaceCode(db: Database, row: typeof otpCodes.$inferInsert, countWindowStart: Date) {
  await db
    .insert(otpCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [otpCodes.mobile, otpCodes.purpose],
      set: {
        userId: row.userId,
        otpType: row.otpType,
        refNo: row.refNo,
        codeHash: row.codeHash,
        wrongAttempts: sql`case when ${otpCodes.createdAt} > ${countWindowStart.toISOString()}::timestamptz then ${otpCodes.wrongAttempts} else 0 end`,
        expiresAt: row.expiresAt,
        usedAt: null,
        createdAt: row.createdAt,
      },
    });
}

export async function findCode(db: Database, by: { mobile: string; purpose: OtpPurpose } | { refNo: string }) {
  const where = 'refNo' in by ? eq(otpCodes.refNo, by.refNo) : and(eq(otpCodes.mobile, by.mobile), eq(otpCodes.purpose, by.purpose));
  const [row] = await db.select().from(otpCodes).where(where);
  return row;
}

/** The user with their sign-in code (fields null when there is none) and any lock on their mobile. */
export async function findUserWithSignInCode(db: Database, userId: string) {
  const [row] = await prepared(db).userWithSignInCode.execute({ userId });
  return row;
}
export type UserWithSignInCode = NonNullable<Awaited<ReturnType<typeof findUserWithSignInCode>>>;

/**
 * Sign-in with a code the caller has checked is right, in one statement: uses the code up (if still live, the
 * mobile not locked and the user still a cardholder: console roles sign in only at the console), moves the user's login times and inserts the session. Undefined when the code was
 * not live any more, and then nothing changed.
 */
export async function useRightCodeOpeningSession(
  db: Database,
  code: { refNo: string; codeHash: string },
  session: { userId: string; tokenHash: string; expiresAt: Date },
  maxWrong: number,
  now: Date,
) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with used as (
      update ${otpCodes} set used_at = ${at}::timestamptz
      where ref_no = ${code.refNo} and code_hash = ${code.codeHash} and used_at is null and wrong_attempts < ${maxWrong}
        and expires_at > ${at}::timestamptz
        and not exists (select 1 from ${otpLocks} where ${otpLocks.mobile} = ${otpCodes.mobile} and ${otpLocks.lockedUntil} > ${at}::timestamptz)
        and exists (select 1 from ${users} where ${users.id} = ${session.userId} and ${users.role} = 'cardholder')
      returning ref_no
    ), login as (
      update ${users} set previous_login_at = last_login_at, last_login_at = ${at}::timestamptz
      where id = ${session.userId} and exists (select 1 from used)
    )
    insert into ${sessions} (user_id, token_hash, expires_at)
    select ${session.userId}::uuid, ${session.tokenHash}::text, ${session.expiresAt.toISOString()}::timestamptz from used
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

const liveCode = (refNo: string, maxWrong: number) =>
  and(eq(otpCodes.refNo, refNo), isNull(otpCodes.usedAt), lt(otpCodes.wrongAttempts, maxWrong));

/** Counts one wrong try; undefined when the code is no longer live (used up by another request). */
export async function countWrongAttempt(db: Database, refNo: string, maxWrong: number) {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongAttempts: sql`${otpCodes.wrongAttempts} + 1` })
    .where(liveCode(refNo, maxWrong))
    .returning({ wrongAttempts: otpCodes.wrongAttempts });
  return row?.wrongAttempts;
}

/** Uses the code up; false when it was not live any more. */
export async function useCode(db: Database, refNo: string, maxWrong: number, now: Date) {
  const rows = await db.update(otpCodes).set({ usedAt: now }).where(liveCode(refNo, maxWrong)).returning({ refNo: otpCodes.refNo });
  return rows.length === 1;
}

export async function killCode(db: Database, refNo: string, now: Date) {
  await db.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.refNo, refNo));
}

export async function listCards(db: Database, userId: string) {
  return prepared(db).cardsOfUser.execute({ userId });
}

/** Adds the card, or returns the one already there (adding twice is harmless). */
export async function addCard(db: Database, row: { userId: string; bin: string; binType: 'first6' | 'first8'; cardProductId: string }) {
  const [created] = await db
    .insert(userCards)
    .values(row)
    .onConflictDoNothing({ target: [userCards.userId, userCards.bin] })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(userCards)
    .where(and(eq(userCards.userId, row.userId), eq(userCards.bin, row.bin)));
  return existing!;
}

export async function deleteCard(db: Database, userId: string, cardId: string) {
  const rows = await db
    .delete(userCards)
    .where(and(eq(userCards.id, cardId), eq(userCards.userId, userId)))
    .returning({ id: userCards.id });
  return rows.length === 1;
}

export function findPreferences(db: Database, userId: string) {
  return findRowBy(db, contactPreferences, contactPreferences.userId, userId);
}

export async function savePreferences(db: Database, userId: string, prefs: { sms: boolean; email: boolean }, now: Date) {
  const [row] = await db
    .insert(contactPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: contactPreferences.userId, set: { ...prefs, updatedAt: now } })
    .returning();
  return row!;
}

/** A new e-mail waiting for its link; any earlier link of the user stops working. */
export async function replaceEmailVerification(
  db: Database,
  row: { userId: string; email: string; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await forgetPendingEmail(tx, row.userId, now);
    await tx.insert(emailVerifications).values(row);
  });
}

/** Ends every open link of the user (the e-mail was changed back, or a newer link was sent). */
export async function forgetPendingEmail(db: Database, userId: string, now: Date) {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}

export async function findProfile(db: Database, id: string, now: Date, email?: string) {
  const [row] = await prepared(db).profile.execute({ id, now: now.toISOString(), email: email ?? null });
  return row;
}

export async function renameReadingProfile(db: Database, id: string, name: string, now: Date, email?: string) {
  const [row] = await prepared(db).renameReadingProfile.execute({ id, name, now: now.toISOString(), email: email ?? null });
  return row;
}

/** Uses a live link up (once) and makes its e-mail the user's; the e-mail, or undefined. */
export async function confirmEmail(db: Database, tokenHash: string, now: Date) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [used] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, tokenHash), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!used) return undefined;
    await tx.update(users).set({ email: used.email }).where(eq(users.id, used.userId));
    return used.email;
  });
}
