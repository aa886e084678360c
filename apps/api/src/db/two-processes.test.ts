import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { messageKey, NOTIFICATION_JOB } from '../modules/notifications/service.ts';
import { golfEnquiryBody } from '../test/enquiry-bodies.ts';
import { freshPostgresDatabase, type FreshPostgres } from '../test/fresh-postgres.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { clientHeaders } from '../test/test-app.ts';

/*
 * The scale-out promise of docs/architecture.md, checked with two real server processes on one PostgreSQL
 * database: whatever one process counts or holds, the other sees. Each part of the test sends from its own
 * client address (X-Forwarded-For from the loopback proxy), so the per-address limits of one part do not
 * reach into another.
 */
const GLOBAL_LIMIT = 40;
const OTP_SENDS_PER_IP = 3;
let database: FreshPostgres;
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Pool;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT),
    OTP_SENDS_PER_IP_PER_HOUR: String(OTP_SENDS_PER_IP),
  };
  // Started together on an empty database, as replicas behind a load balancer are: both migrate and seed.
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  const [first, second] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
  [a, b] = [first!, second!];
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), sql?.end()]);
  await database?.drop();
});

interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  from: string;
}
async function call(server: ServerProcess, url: string, { method = 'GET', body, token, from }: Call) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...clientHeaders,
      'x-forwarded-for': from,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

/** One server of the two, taking turns: request i goes to A when i is even, to B when odd. */
const either = (i: number) => (i % 2 === 0 ? a : b);

async function newestCode(server: ServerProcess, mobile: string, from: string) {
  const { json } = await call(server, `/api/dev/outbox?to=${mobile}`, { from });
  const code = /\b(\d{6})\b/.exec((json as { body: string }[])[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

async function signUp(server: ServerProcess, mobile: string, from: string) {
  const res = await call(server, '/api/customer/users', {
    method: 'POST',
    from,
    body: { mobile, email: `${mobile}@example.in`, name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return (res.json as { data: { id: string } }).data.id;
}

/** Signs up on `server`, reads the code and verifies it with `bin`, which registers that card. */
async function signIn(server: ServerProcess, mobile: string, bin: string, from: string) {
  const userId = await signUp(server, mobile, from);
  const code = await newestCode(server, mobile, from);
  const res = await call(server, `/api/customer/users/${userId}/otps/verify`, {
    method: 'POST',
    from,
    body: { otp_type: 'activation', code, bin },
  });
  expect(res.json).toMatchObject({ verified: true });
  return { userId, mobile, email: `${mobile}@example.in`, token: (res.json as { token: string }).token };
}

const golfEnquiry = (user: { mobile: string; email: string }, bin: string) => golfEnquiryBody(user, { bin_used: bin });

describe('two server processes on one PostgreSQL database', () => {
  it('a session opened on one is valid on the other, and a sign-out on the other ends it on both', async () => {
    const from = '10.0.1.1';
    const user = await signIn(a, '9822200001', '41000001', from);
    const onB = await call(b, '/api/customer/user', { token: user.token, from });
    expect(onB.status).toBe(200);
    expect(onB.json).toMatchObject({ data: { id: user.userId, mobile_number: user.mobile } });

    expect((await call(b, '/api/customer/user/sessions', { method: 'DELETE', token: user.token, from })).status).toBe(200);
    expect((await call(a, '/api/customer/user', { token: user.token, from })).status).toBe(401);
  });

  it('of 20 requests for the last free golf round, split across both, exactly one wins', async () => {
    const from = '10.0.2.1';
    const user = await signIn(b, '9822200002', '41000004', from); // Vistara Signature: 3 rounds a year
    const body = golfEnquiry(user, '41000004');
    for (const server of [a, b])
      expect((await call(server, '/api/booking/golf_enquiries', { method: 'POST', token: user.token, from, body })).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(either(i), '/api/booking/golf_enquiries', { method: 'POST', token: user.token, from, body }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, (r.json as { error: { message: string } }).error.message])).toEqual(
      Array(19).fill([409, messages.eligibilityLimitOver]),
    );
    const count = await call(a, '/api/booking/golf_enquiries/check_bin', {
      method: 'POST',
      token: user.token,
      from,
      body: { bin: '41000004' },
    });
    expect((count.json as { bookings_count: unknown }).bookings_count).toEqual({ eligibility_count: 3, availed: 0, pending: 0 });
  });

  it('due jobs that both workers claim at once each run exactly once', async () => {
    const from = '10.0.3.1';
    const user = await signIn(a, '9822200003', '41000001', from);
    const bookingIds: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(either(i), '/api/booking/golf_enquiries', {
        method: 'POST',
        token: user.token,
        from,
        body: golfEnquiry(user, '41000001'),
      });
      expect(res.status).toBe(201);
      bookingIds.push((res.json as { data: { id: string } }).data.id);
    }
    // 56 messages: more than one claim takes (50), so both workers must take some.
    const messagesToSend = bookingIds.flatMap((bookingId) =>
      (['request_received', 'confirmed', 'declined', 'cancelled'] as const).flatMap((template) =>
        (['sms', 'email'] as const).map((channel) => ({ bookingId, template, channel, key: messageKey(bookingId, template, channel) })),
      ),
    );

    // The jobs go in with the jobs table locked: each process's worker, polling, waits at its claim. Once
    // both wait, the lock goes and both claim the same due jobs at the same instant.
    const holder = await sql.connect();
    let jobIds: string[];
    try {
      await holder.query('begin');
      await holder.query('lock table jobs in exclusive mode');
      jobIds = (
        await holder.query(
          `insert into jobs (kind, payload, dedupe_key)
         select $1, jsonb_build_object('bookingId', booking_id, 'template', template, 'channel', channel), key
         from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as m(booking_id, template, channel, key) returning id`,
          [NOTIFICATION_JOB, ...(['bookingId', 'template', 'channel', 'key'] as const).map((field) => messagesToSend.map((m) => m[field]))],
        )
      ).rows.map((row: { id: string }) => row.id);
      const claimsWaiting = async () =>
        (
          await sql.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%update jobs set status = ''running''%'`,
          )
        ).rows[0].n;
      // An idle worker polls at least every 8 s.
      await expect.poll(claimsWaiting, { timeout: 30_000, interval: 50 }).toBe(2);
      await holder.query('commit');
    } catch (error) {
      await holder.query('rollback');
      throw error;
    } finally {
      holder.release();
    }

    const jobStates = async () =>
      (await sql.query(`select status, attempts, locked_by from jobs where id = any($1::uuid[])`, [jobIds])).rows;
    await expect
      .poll(async () => (await jobStates()).filter((job) => job.status === 'done').length, { timeout: 30_000, interval: 100 })
      .toBe(56);
    const jobs = await jobStates();
    expect(jobs.filter((job) => job.attempts !== 1)).toEqual([]);
    expect(new Set(jobs.map((job) => job.locked_by)).size).toBe(2);
    // The effect: each message in the outbox once (the sign-in code is the one other SMS).
    const outbox = async (to: string) =>
      (await call(a, `/api/dev/outbox?to=${encodeURIComponent(to)}`, { from })).json as { body: string }[];
    const sms = (await outbox(user.mobile)).filter((m) => !m.body.includes('one-time code'));
    const emails = await outbox(user.email);
    expect([sms.length, new Set(sms.map((m) => m.body)).size]).toEqual([28, 28]);
    expect([emails.length, new Set(emails.map((m) => m.body)).size]).toEqual([28, 28]);
  }, 90_000);

  it('counts one-time code sends per mobile and per address across both', async () => {
    // Per mobile (5 in 30 minutes), each send from its own address so that only the mobile's count matters.
    const mobile = '9822200004';
    const userId = await signUp(a, mobile, '10.0.4.1');
    const requestCode = (i: number, from: string) =>
      call(either(i), `/api/customer/users/${userId}/otps`, { method: 'POST', from, body: { mobile, otp_type: 'login' } });
    for (let i = 1; i < 5; i++) expect((await requestCode(i, `10.0.4.${i + 1}`)).status).toBe(200);
    for (let i = 5; i < 7; i++) {
      const refused = await requestCode(i, `10.0.4.${i + 1}`);
      expect([refused.status, (refused.json as { error: { code: string } }).error.code]).toEqual([429, 'OTP_SEND_LIMIT']);
    }

    // Per address (OTP_SENDS_PER_IP_PER_HOUR), sign-ups of different mobiles taking turns.
    const from = '10.0.5.1';
    for (let i = 0; i < OTP_SENDS_PER_IP; i++) await signUp(either(i), `982220010${i}`, from);
    for (let i = 0; i < 2; i++) {
      const refused = await call(either(i), '/api/customer/users', {
        method: 'POST',
        from,
        body: { mobile: `982220011${i}`, email: `982220011${i}@example.in`, name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
      });
      expect([refused.status, (refused.json as { error: { code: string } }).error.code]).toEqual([429, 'OTP_SEND_LIMIT']);
    }
  });

  it('counts the per-address request limit across both: the global one and a route’s own', async () => {
    const from = '10.0.6.1';
    const cards = await Promise.all(Array.from({ length: GLOBAL_LIMIT }, (_, i) => call(either(i), '/api/core/cards', { from })));
    expect(cards.filter((r) => r.status !== 200)).toEqual([]);
    for (const server of [a, b]) {
      const over = await call(server, '/api/core/cards', { from });
      expect([over.status, (over.json as { error?: { code: string } }).error?.code]).toEqual([429, 'RATE_LIMITED']);
    }

    // users/search has its own 20 a minute per address.
    const searchFrom = '10.0.6.2';
    const searches = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(either(i), '/api/customer/users/search?mobile=9822200001', { from: searchFrom })),
    );
    expect(searches.filter((r) => r.status !== 200)).toEqual([]);
    for (const server of [a, b])
      expect((await call(server, '/api/customer/users/search?mobile=9822200001', { from: searchFrom })).status).toBe(429);
  });
});
