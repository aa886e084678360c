/**
 * The sessions this process has resolved, by token hash (decision 021), so a signed-in request needs no
 * database round trip to know who is asking. An entry goes the moment its user's sessions, role, contact
 * details, profile or cards change in any process (the `session_cache` notification carries the user's id), and all go
 * when the listening connection drops; while it is away nothing is cached or answered from here.
 */
export interface CachedSession<User> {
  user: User;
  userId: string;
  expiresAt: number;
  lastSeenAt: number;
}

/** Past this many entries the cache starts afresh: a bound on memory, not a working set. */
const MAX_ENTRIES = 50_000;

export function createSessionCache<User>() {
  const byHash = new Map<string, CachedSession<User>>();
  const hashesByUser = new Map<string, Set<string>>();
  // What a module read about a user (identity: the profile GET /api/customer/user answers), dropped with the user
  // or on its own when only the profile changed.
  const profiles = new Map<string, unknown>();
  // Moves on every invalidation: a row read before one may be stale and is not kept.
  let generation = 0;
  let live = () => false;
  const counts = { hits: 0, misses: 0 };

  const forget = (tokenHash: string) => {
    const entry = byHash.get(tokenHash);
    if (!entry) return;
    byHash.delete(tokenHash);
    const hashes = hashesByUser.get(entry.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesByUser.delete(entry.userId);
  };

  return {
    counts,
    /** Entries are kept and answered only while `isLive()` (the notifications are being heard). */
    useWhile(isLive: () => boolean) {
      live = isLive;
    },
    get(tokenHash: string): CachedSession<User> | undefined {
      return live() ? byHash.get(tokenHash) : undefined;
    },
    generation: () => generation,
    /** Keeps a row read when the generation was `readAt`, unless something changed since. */
    put(tokenHash: string, entry: CachedSession<User>, readAt: number) {
      if (!live() || readAt !== generation) return;
      if (byHash.size >= MAX_ENTRIES) this.forgetAll();
      forget(tokenHash);
      byHash.set(tokenHash, entry);
      let hashes = hashesByUser.get(entry.userId);
      if (!hashes) hashesByUser.set(entry.userId, (hashes = new Set()));
      hashes.add(tokenHash);
    },
    forget,
    profileOf(userId: string): unknown {
      return live() ? profiles.get(userId) : undefined;
    },
    /** Keeps a user's profile read when the generation was `readAt`, unless something changed since. */
    keepProfile(userId: string, profile: unknown, readAt: number) {
      if (!live() || readAt !== generation) return;
      if (profiles.size >= MAX_ENTRIES) profiles.clear();
      profiles.set(userId, profile);
    },
    /** A profile-only change (`profile:<id>` on the channel): the sessions, which hold none of it, stay. */
    forgetProfile(userId: string) {
      generation += 1;
      profiles.delete(userId);
    },
    forgetUser(userId: string) {
      generation += 1;
      profiles.delete(userId);
      for (const tokenHash of hashesByUser.get(userId) ?? []) byHash.delete(tokenHash);
      hashesByUser.delete(userId);
    },
    forgetAll() {
      generation += 1;
      byHash.clear();
      hashesByUser.clear();
      profiles.clear();
    },
    get size() {
      return byHash.size;
    },
  };
}
export type SessionCache<User> = ReturnType<typeof createSessionCache<User>>;
