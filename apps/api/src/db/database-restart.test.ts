import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../../scripts/pg-server.mjs';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { clientHeaders } from '../test/test-app.ts';

/*
 * The real server process on a real PostgreSQL server that is stopped (pg_ctl stop -m fast) and started
 * again under a light load, as an operator's restart or a fail-over does.
 */
let postgres: Awaited<ReturnType<typeof startPostgres>>;
let server: ServerProcess;
let base = '';

const get = (url: string, token?: string) =>
  fetch(`${base}${url}`, {
    headers: { ...clientHeaders, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: AbortSignal.timeout(5_000),
  });

beforeAll(async () => {
  postgres = await startPostgres();
  server = await startServerProcess({ DATABASE_URL: postgres.url, RATE_LIMIT_PER_MINUTE: '100000' });
  base = server.base;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  try {
    postgres?.resume();
  } catch {
    /* already running */
  }
  postgres?.stop();
});

async function signedInToken() {
  const mobile = '9811100001';
  const signUp = await fetch(`${base}/api/customer/users`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, email: 'restart@example.in', name: 'Asha Rao', calling_code: '91', country_id: 'IN' }),
  });
  const userId = ((await signUp.json()) as { data: { id: string } }).data.id;
  const [newest] = (await (await fetch(`${base}/api/dev/outbox?to=${mobile}`)).json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(newest!.body)![1]!;
  const verified = await fetch(`${base}/api/customer/users/${userId}/otps/verify`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ otp_type: 'activation', code }),
  });
  return ((await verified.json()) as { token: string }).token;
}

describe('a PostgreSQL restart under load', () => {
  it('never ends the process: 503 with Retry-After while the database is away, 200 again within 5 s of its return', async () => {
    const token = await signedInToken();
    const answers: { status: number; at: number; retryAfter: string | null; code?: string }[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const res = await get('/api/booking/bookings?type=GolfEnquiry', token).catch(() => undefined);
        if (res)
          answers.push({
            status: res.status,
            at: Date.now(),
            retryAfter: res.headers.get('retry-after'),
            code: ((await res.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code,
          });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await expect.poll(() => answers.filter((a) => a.status === 200).length, { timeout: 10_000 }).toBeGreaterThan(3);
      postgres.pause();
      await expect
        .poll(() => answers.filter((a) => a.status === 503).length, { timeout: 15_000 })
        .toBeGreaterThan(3)
        .catch((error: Error) => {
          throw new Error(
            `${error.message}; answers ${JSON.stringify(answers.slice(-4))}; exit ${server.exitCode()}; log ${server.output().slice(-1500)}`,
          );
        });
      const ready = await get('/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(server.exitCode()).toBeNull();

      const back = Date.now();
      postgres.resume();
      await expect.poll(() => answers.some((a) => a.status === 200 && a.at > back), { timeout: 15_000 }).toBe(true);
      const firstOk = answers.find((a) => a.status === 200 && a.at > back)!;
      console.info(
        `first 200 came ${firstOk.at - back} ms after the database was back; ${answers.filter((a) => a.status === 503).length} answers were 503 while it was away`,
      );
      expect(firstOk.at - back).toBeLessThan(5_000);
      expect((await get('/api/ready')).status).toBe(200);
    } finally {
      loading = false;
      await load;
    }
    expect(server.exitCode()).toBeNull();
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.every((a) => a.code === 'SERVICE_UNAVAILABLE' && /^\d+$/.test(a.retryAfter ?? ''))).toBe(true);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
  }, 90_000);
});
