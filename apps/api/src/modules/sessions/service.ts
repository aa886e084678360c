import type { Database } from '../../db/client.ts';
import { keyedHash, randomToken } from '../../lib/secrets.ts';
import * as repository from './repository.ts';
import { createSessionCache } from './session-cache.ts';

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

/** How the service hears of changes other processes make (DatabaseHandle.listen on `session_cache`). */
export interface SessionChanges {
  /** Resolves when every listening process has heard every change committed before the call. */
  caughtUp(): Promise<void>;
}

export const SESSION_CACHE_CHANNEL = 'session_cache';
/** A notification's payload: a user id drops the user's sessions and profile; `profile:<id>` the profile only. */
const PROFILE_CHANGED = 'profile:';

type CachedUser = Omit<SessionUser, 'expiresAt'>;

export function createSessionService(db: Database, options: { secret: string; ttlMinutes: number }, changes?: SessionChanges) {
  const ttlMs = options.ttlMinutes * 60_000;
  const cache = createSessionCache<CachedUser>();
  // After a revocation the caller's answer waits until this process has heard it (and so, by then, every process
  // listening was sent it): the next request, to any process, is refused.
  const caughtUp = async <T>(result: T) => {
    await changes?.caughtUp();
    return result;
  };
  // A plain value when nothing is written (most requests), so a cache hit settles without a promise of its own.
  const touched = (entry: { user: CachedUser; lastSeenAt: number; expiresAt: number }, now: Date): SessionUser | Promise<SessionUser> => {
    if (now.getTime() - entry.lastSeenAt <= TOUCH_INTERVAL_MS) return { ...entry.user, expiresAt: new Date(entry.expiresAt) };
    const expiresAt = now.getTime() + ttlMs;
    // Marked first, so the requests that come while the touch is written do not write it again.
    Object.assign(entry, { lastSeenAt: now.getTime(), expiresAt });
    return repository
      .touchSession(db, entry.user.sessionId, now, new Date(expiresAt))
      .then(() => ({ ...entry.user, expiresAt: new Date(expiresAt) }));
  };
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
      // The login times moved: this process's next read shows them, the others' once the notification comes.
      if (opts.recordLogin) cache.forgetProfile(userId);
      return { token, sessionId: session.id, expiresAt: session.expiresAt };
    },
    /**
     * The session's user, or why not: 'missing' (unknown or revoked) or 'expired'. From this process's cache when
     * it has the session (no round trip); a cached session past its expiry is read again, since another process
     * may have moved it on.
     */
    async resolve(token: string, now = new Date()): Promise<SessionUser | 'missing' | 'expired'> {
      const tokenHash = hash(token);
      // A hit waits for nothing: a revocation answers only once every process has dropped the session (caughtUp).
      const cached = cache.get(tokenHash);
      if (cached && cached.expiresAt > now.getTime()) {
        cache.counts.hits += 1;
        return touched(cached, now);
      }
      cache.counts.misses += 1;
      const readAt = cache.generation();
      const row = await repository.findLiveSessionByHash(db, tokenHash);
      if (!row) return 'missing';
      if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
      const entry = {
        user: { id: row.userId, role: row.role, sessionId: row.sessionId, mobile: row.mobile, email: row.email, cardBins: row.cardBins },
        userId: row.userId,
        expiresAt: row.expiresAt.getTime(),
        lastSeenAt: row.lastSeenAt.getTime(),
      };
      cache.put(tokenHash, entry, readAt);
      return touched(entry, now);
    },
    revoke: (sessionId: string, now = new Date()) => repository.revokeSession(db, sessionId, now).then(caughtUp),
    revokeOwned: (sessionId: string, userId: string, now = new Date()) =>
      repository.revokeOwnedSession(db, sessionId, userId, now).then(caughtUp),
    revokeAllOfUser: (userId: string, now = new Date()) => repository.revokeAllSessionsOfUser(db, userId, now).then(caughtUp),
    /**
     * Resolves once this process has heard every session change committed before the call. A module that
     * changes a user's role or cards in its own statement and wants its next request (in any process) to see
     * it at once awaits this after committing, as the revocations here do.
     */
    changesHeard: () => caughtUp(undefined),
    /** What a `session_cache` notification says, applied to this process's cache (the auth plugin listens). */
    heard(payload: string) {
      if (payload.startsWith(PROFILE_CHANGED)) cache.forgetProfile(payload.slice(PROFILE_CHANGED.length));
      else cache.forgetUser(payload);
    },
    /** The cache, for the auth plugin and /metrics. */
    cache,
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
