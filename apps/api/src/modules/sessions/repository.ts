import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(db: Database, row: { userId: string; tokenHash: string; expiresAt: Date }) {
  const [session] = await db.insert(sessions).values(row).returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return session!;
}

export async function findLiveSessionByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return row;
}

export async function touchSession(db: Database, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Database, userId: string, now: Date) {
  const revoked = await db.update(sessions).set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
  return revoked.length;
}

/** Ends one session if it belongs to this user; false when there was none to end. */
export async function revokeOwnedSession(db: Database, sessionId: string, userId: string, now: Date) {
  const revoked = await db.update(sessions).set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt))).returning({ id: sessions.id });
  return revoked.length === 1;
}
