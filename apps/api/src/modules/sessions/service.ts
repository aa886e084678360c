import type { Database } from '../../db/client.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import * as repository from './repository.ts';

/** 'merchant': a merchant's user (issue 18), scoped to its merchant by the offers module's merchant_users. */
export type Role = 'cardholder' | 'concierge' | 'admin' | 'merchant';
export interface SessionUser {
  id: string;
  role: Role;
  sessionId: string;
  expiresAt: Date;
  mobile: string;
  email: string | null;
  /** The bins of the user's registered cards, read with the session so services need not read them again. */
  cardBins: string[];
}

// Sliding expiry is written at most this often, so a busy session is not one UPDATE per request. A session
// therefore ends 15 minutes after the last use that was written: at most this much earlier, never later.
export const TOUCH_INTERVAL_MS = 60_000;

/** A session is stored by this keyed hash of its token, never the token. */
export const sessionTokenHash = (secret: string, token: string) => keyedHash(secret, `session:${token}`);

export function createSessionService(db: Database, options: { secret: string; ttlMinutes: number }) {
  const ttlMs = options.ttlMinutes * 60_000;
  const hash = (token: string) => sessionTokenHash(options.secret, token);
  const newSession = (userId: string, now: Date) => {
    const token = randomToken();
    return { token, row: { userId, tokenHash: hash(token), expiresAt: new Date(now.getTime() + ttlMs) } };
  };
  return {
    /**
     * A token and the row that stores it, for a caller that inserts the row in its own statement (sign-in
     * with a right code does, together with using the code up).
     */
    newSession,
    /** Returns the token once; only its keyed hash is stored. `recordLogin` also moves the user's login times. */
    async open(userId: string, now = new Date(), opts: { recordLogin?: boolean } = {}) {
      const { token, row } = newSession(userId, now);
      const session = opts.recordLogin
        ? await repository.insertSessionRecordingLogin(db, row, now)
        : await repository.insertSession(db, row);
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
      return {
        id: row.userId,
        role: row.role,
        sessionId: row.sessionId,
        expiresAt,
        mobile: row.mobile,
        email: row.email,
        cardBins: row.cardBins,
      };
    },
    revoke: (sessionId: string, now = new Date()) => repository.revokeSession(db, sessionId, now),
    revokeOwned: (sessionId: string, userId: string, now = new Date()) => repository.revokeOwnedSession(db, sessionId, userId, now),
    revokeAllOfUser: (userId: string, now = new Date()) => repository.revokeAllSessionsOfUser(db, userId, now),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
