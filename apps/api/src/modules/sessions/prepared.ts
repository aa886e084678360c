import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { sessions, userCards, users } from '../../db/schema/index.ts';

/** Read on every signed-in request, so built once (decision 007). */
export const prepared = preparedOnce((db) => ({
  /** The session's user with what most requests need: role, contact details and registered card bins. */
  sessionByTokenHash: db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      role: users.role,
      mobile: users.mobile,
      email: users.email,
      cardBins: sql<
        string[]
      >`coalesce((select array_agg(${userCards.bin}) from ${userCards} where ${userCards.userId} = ${sessions.userId}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .prepare('session_by_token_hash'),
}));
