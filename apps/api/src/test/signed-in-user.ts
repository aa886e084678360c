import type pg from 'pg';
import { randomToken } from '../lib/secrets.ts';
import { sessionTokenHash } from '../modules/sessions/index.ts';

/**
 * A cardholder with a live two-hour session, written straight into a running server's PostgreSQL: for the
 * bench and the browser tests, which sign in without an SMS. The token is stored as the sessions service
 * stores it, so the server takes it as its own.
 */
export async function insertSignedInUser(db: pg.ClientBase, secret: string, user: { mobile: string; name: string; email: string }) {
  const {
    rows: [row],
  } = await db.query<{ id: string }>(`insert into users (mobile, name, email) values ($1, $2, $3) returning id`, [
    user.mobile,
    user.name,
    user.email,
  ]);
  const token = randomToken();
  await db.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '2 hours')`, [
    row!.id,
    sessionTokenHash(secret, token),
  ]);
  return { id: row!.id, token };
}
