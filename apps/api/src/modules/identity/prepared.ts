import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { otpCodes, otpLocks, userCards, users } from '../../db/schema/index.ts';

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
}));
