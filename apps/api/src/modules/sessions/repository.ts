import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from './prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(db: Database, row: { userId: string; tokenHash: string; expiresAt: Date }) {
  const [session] = await db.insert(sessions).values(row).returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return session!;
}

/** A sign-in: the new session and the user's login times, in one statement. */
export async function insertSessionRecordingLogin(db: Database, row: { userId: string; tokenHash: string; expiresAt: Date }, now: Date) {
  const result = await db.execute(sql`
    with login as (
      update ${users} set previous_login_at = last_login_at, last_login_at = ${now.toISOString()}::timestamptz where id = ${row.userId}
    )
    insert into ${sessions} (user_id, token_hash, expires_at)
    values (${row.userId}, ${row.tokenHash}, ${row.expiresAt.toISOString()}::timestamptz)
    returning id`);
  const [session] = (result as unknown as { rows: { id: string }[] }).rows;
  return { id: session!.id, expiresAt: row.expiresAt };
}

/** The live (not revoked) session with its user's role, contact details and registered card bins. */
export async function findLiveSessionByHash(db: Database, tokenHash: string) {
  const [row] = await prepared(db).sessionByTokenHash.execute({ tokenHash });
  return row;
}

export async function touchSession(db: Database, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Database, userId: string, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends one session if it belongs to this user; false when there was none to end. */
export async function revokeOwnedSession(db: Database, sessionId: string, userId: string, now: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length === 1;
}
