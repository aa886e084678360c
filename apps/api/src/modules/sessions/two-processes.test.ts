import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { freshPostgresDatabase, type FreshPostgres } from '../../test/fresh-postgres.ts';
import { startServerProcess, type ServerProcess } from '../../test/server-process.ts';
import { insertSignedInUser } from '../../test/signed-in-user.ts';
import { clientHeaders } from '../../test/test-app.ts';

/*
 * Decision 021 with two real server processes on one PostgreSQL database: each keeps the sessions it has
 * resolved in memory, and a session ended through one is refused by the other on the very next request; a
 * profile changed through one shows in the other as soon as the notification lands.
 */
let database: FreshPostgres;
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: '100000' };
  // Long start-up allowances: the suite runs files side by side on a small machine.
  a = await startServerProcess(env, 150_000);
  b = await startServerProcess(env, 150_000);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 320_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), sql?.end()]);
  await database?.drop();
});

const secret = testConfig().APP_SECRET;
let mobile = 9_420_000_000;
const signedIn = () => insertSignedInUser(sql, secret, { mobile: String(mobile++), name: 'Asha Rao', email: 'asha@example.in' });

async function status(server: ServerProcess, url: string, token: string, method = 'GET') {
  const res = await fetch(`${server.base}${url}`, { method, headers: { ...clientHeaders, authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}
const read = (server: ServerProcess, token: string) => status(server, '/api/customer/user', token);

describe('sessions cached in two processes', () => {
  it('refuses, in the other process, the next request after a sign-out everywhere in one', async () => {
    for (let round = 0; round < 5; round++) {
      const { token } = await signedIn();
      // Both have it cached: each answered it (twice, so the second came from memory).
      for (const server of [a, b, a, b]) expect(await read(server, token)).toBe(200);
      expect(await status(a, '/api/customer/user/sessions', token, 'DELETE')).toBe(200);
      expect(await read(b, token)).toBe(401);
      expect(await read(a, token)).toBe(401);
    }
  });

  it("refuses, in both, the next request after a statement revokes the user's sessions in the database", async () => {
    const { id, token } = await signedIn();
    for (const server of [a, b, a, b]) expect(await read(server, token)).toBe(200);
    await sql.query('update sessions set revoked_at = now() where user_id = $1', [id]);
    // A statement from outside waits for no one: the notification is on its way, both refuse once it lands.
    await expect.poll(async () => [await read(a, token), await read(b, token)], { timeout: 5_000, interval: 20 }).toEqual([401, 401]);
  });

  it("shows a rename through one process on the other's next GET", async () => {
    const { token } = await signedIn();
    const name = async (server: ServerProcess) => {
      const res = await fetch(`${server.base}/api/customer/user`, { headers: { ...clientHeaders, authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { full_name: string } }).data.full_name;
    };
    for (const server of [a, b, a, b]) expect(await name(server)).toBe('Asha Rao');
    const renamed = await fetch(`${a.base}/api/customer/user`, {
      method: 'PUT',
      headers: { ...clientHeaders, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Meera Iyer' }),
    });
    expect(renamed.status).toBe(200);
    // The process that renamed shows it at once; the other once the notification lands (decision 021: a profile
    // is not a permission, so the write waits for no one).
    expect(await name(a)).toBe('Meera Iyer');
    await expect.poll(() => name(b), { timeout: 5_000, interval: 20 }).toBe('Meera Iyer');
  });
});
