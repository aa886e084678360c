import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { emailVerifications, otpCodes, otpLocks, userCards, users } from '../../db/schema/index.ts';

/**
 * The user's row with the e-mail a live link would confirm (or null), when that link stops working (epoch ms, so a
 * kept profile can drop it on time: decision 021), and whether the `email` placeholder is the user's e-mail now: what
 * the profile shows, in the one statement that reads or renames (a signed-in call's one round trip).
 */
const profileColumns = {
  ...getTableColumns(users),
  pendingEmail: sql<string | null>`(select ${emailVerifications.email} from ${emailVerifications}
    where ${emailVerifications.userId} = ${users.id} and ${emailVerifications.usedAt} is null
      and ${emailVerifications.expiresAt} > ${sql.placeholder('now')}::timestamptz
    order by ${emailVerifications.createdAt} desc limit 1)`,
  pendingEmailExpiresAt: sql<number | null>`(select extract(epoch from ${emailVerifications.expiresAt}) * 1000 from ${emailVerifications}
    where ${emailVerifications.userId} = ${users.id} and ${emailVerifications.usedAt} is null
      and ${emailVerifications.expiresAt} > ${sql.placeholder('now')}::timestamptz
    order by ${emailVerifications.createdAt} desc limit 1)::float8`.mapWith((v) => (v === null ? null : Number(v))),
  sameEmail: sql<boolean>`coalesce(lower(${sql.placeholder('email')}::text) = lower(${users.email}), false)`,
};

/** The sign-in path's hot reads, built once (decision 007). */
export const prepared = preparedOnce((db) => ({
  /** The user with their sign-in code and any lock on their mobile, in one read. */
  userWithSignInCode: db
    .select({
      userId: users.id,
      mobile: users.mobile,
      role: users.role,
      refNo: otpCodes.refNo,
      codeHash: otpCodes.codeHash,
      usedAt: otpCodes.usedAt,
      expiresAt: otpCodes.expiresAt,
      wrongAttempts: otpCodes.wrongAttempts,
      lockedUntil: otpLocks.lockedUntil,
    })
    .from(users)
    .leftJoin(otpCodes, and(eq(otpCodes.mobile, users.mobile), eq(otpCodes.purpose, 'session')))
    .leftJoin(otpLocks, eq(otpLocks.mobile, users.mobile))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_sign_in_code'),

  cardsOfUser: db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, sql.placeholder('userId')))
    .orderBy(desc(userCards.createdAt))
    .prepare('cards_of_user'),

  /** Placeholders: id, now (ISO), email (or null). */
  profile: db
    .select(profileColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('profile'),

  /** Placeholders: id, name, now (ISO), email (or null). */
  renameReadingProfile: db
    .update(users)
    .set({ name: sql`${sql.placeholder('name')}` })
    .where(eq(users.id, sql.placeholder('id')))
    .returning(profileColumns)
    .prepare('rename_reading_profile'),
}));
