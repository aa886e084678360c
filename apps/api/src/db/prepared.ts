import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { bookings, otpCodes, otpLocks, payments, sessions, userCards, users } from './schema/index.ts';

/**
 * The hottest statements, built once per database instead of on every request (and sent by name on
 * PostgreSQL). Only repositories use them.
 */
function build(db: Database) {
  return {
    /** The session's user with what most requests need: role, contact details and registered card bins. */
    sessionByTokenHash: db
      .select({
        sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt,
        role: users.role, mobile: users.mobile, email: users.email,
        cardBins: sql<string[]>`coalesce((select array_agg(${userCards.bin}) from ${userCards} where ${userCards.userId} = ${sessions.userId}), '{}')`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
      .prepare('session_by_token_hash'),

    /** The user with their sign-in code and any lock on their mobile, in one read. */
    userWithSignInCode: db
      .select({
        userId: users.id, mobile: users.mobile, refNo: otpCodes.refNo, codeHash: otpCodes.codeHash, usedAt: otpCodes.usedAt,
        expiresAt: otpCodes.expiresAt, wrongAttempts: otpCodes.wrongAttempts, lockedUntil: otpLocks.lockedUntil,
      })
      .from(users)
      .leftJoin(otpCodes, and(eq(otpCodes.mobile, users.mobile), eq(otpCodes.purpose, 'session')))
      .leftJoin(otpLocks, eq(otpLocks.mobile, users.mobile))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('user_with_sign_in_code'),

    /** A gateway callback's payment with its booking: building this two-table select cost more CPU than running it. */
    paymentForCallback: db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.txnid, sql.placeholder('txnid')))
      .prepare('payment_for_callback'),

    cardsOfUser: db
      .select()
      .from(userCards)
      .where(eq(userCards.userId, sql.placeholder('userId')))
      .orderBy(desc(userCards.createdAt))
      .prepare('cards_of_user'),
  };
}

export type PreparedStatements = ReturnType<typeof build>;
const byDatabase = new WeakMap<Database, PreparedStatements>();

export function prepared(db: Database): PreparedStatements {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = build(db);
    byDatabase.set(db, statements);
  }
  return statements;
}
