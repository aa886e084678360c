import type { Database } from '../../db/client.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import * as repository from './repository.ts';

export type Role = 'cardholder' | 'concierge' | 'admin';
export interface SessionUser { id: string; role: Role; sessionId: string; expiresAt: Date }

// Sliding expiry is written at most this often, so a busy session is not one UPDATE per request.
const TOUCH_INTERVAL_MS = 30_000;

export function createSessionService(db: Database, options: { secret: string; ttlMinutes: number }) {
  const ttlMs = options.ttlMinutes * 60_000;
  const hash = (token: string) => keyedHash(options.secret, `session:${token}`);
  return {
    /** Returns the token once; only its keyed hash is stored. */
    async open(userId: string, now = new Date()) {
      const token = randomToken();
      const session = await repository.insertSession(db, { userId, tokenHash: hash(token), expiresAt: new Date(now.getTime() + ttlMs) });
      return { token, sessionId: session.id, expiresAt: session.expiresAt };
    },
    /** The session's user, or why not: 'missing' (unknown or revoked) or 'expired'. */
    async resolve(token: string, now = new Date()): Promise<SessionUser | 'missing' | 'expired'> {
      const row = await repository.findLiveSessionByHash(db, hash(token));
      if (!row) return 'missing';
      if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
      let expiresAt = row.expiresAt;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        expiresAt = new Date(now.getTime() + ttlMs);
        await repository.touchSession(db, row.sessionId, now, expiresAt);
      }
      return { id: row.userId, role: row.role, sessionId: row.sessionId, expiresAt };
    },
    revoke: (sessionId: string, now = new Date()) => repository.revokeSession(db, sessionId, now),
    revokeOwned: (sessionId: string, userId: string, now = new Date()) => repository.revokeOwnedSession(db, sessionId, userId, now),
    revokeAllOfUser: (userId: string, now = new Date()) => repository.revokeAllSessionsOfUser(db, userId, now),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
