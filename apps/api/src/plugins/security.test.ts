import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@portal/contract';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const payu = 'https://secure.payu.example';
const t = useTestApp({ CSP_EXTRA_ORIGINS: `${payu} https://cdn.example` });

/** What every page a browser renders must carry (helmet's full set with the configured CSP). */
function expectDocumentHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(new RegExp(`script-src 'self' ${payu} https://cdn.example`));
  expect(csp).toMatch(new RegExp(`form-action 'self' ${payu}`));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

/** What a JSON answer under /api carries: nothing may load, frame or cache it. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('no-store');
}

describe('security headers', () => {
  it('gives a page of the web app the full set with the configured origins', async () => {
    const res = await t.app.inject({ url: '/benefits' });
    expectDocumentHeaders(res.headers);
  });

  it("gives the sandbox bank's HTML pages under /api the full set", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/_payment',
      payload: 'key=nobody',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectDocumentHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the API docs the full set', async () => {
    const entry = await t.app.inject({ url: '/api/docs' });
    const page = await t.app.inject({ url: new URL(String(entry.headers.location ?? '/api/docs'), 'http://localhost/api/docs/').pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectDocumentHeaders(page.headers);
    const openApi = await t.app.inject({ url: '/api/docs/json' });
    expect(openApi.statusCode).toBe(200);
    expectDocumentHeaders(openApi.headers);
  });

  it('gives an API JSON answer the short set and no rate-limit headers', async () => {
    const res = await t.call({ url: '/api/core/countries' });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('gives API error answers the short set too', async () => {
    const notFound = await t.call({ url: '/api/core/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expectApiHeaders(notFound.headers);
    const missingHeader = await t.app.inject({ url: '/api/core/countries' });
    expect(missingHeader.statusCode).toBe(400);
    expectApiHeaders(missingHeader.headers);
  });
});

describe('the global rate limit', () => {
  const limited = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 in the one error shape past the limit, with the limit headers only then', async () => {
    const answers = [];
    for (let n = 0; n < 4; n++) answers.push(await limited.call({ url: '/api/core/countries' }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    for (const ok of answers.slice(0, 3)) expect(ok.headers['x-ratelimit-remaining']).toBeUndefined();
    const over = answers[3]!;
    expect(over.json()).toEqual({ error: { code: 'RATE_LIMITED', message: messages.tooManyRequests } });
    expect(over.headers['x-ratelimit-limit']).toBe('3');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expectApiHeaders(over.headers);
  });

  it('never limits health checks', async () => {
    for (let n = 0; n < 5; n++) expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('where the limit counts', () => {
  const countersRows = async (t: TestApp) => {
    if (t.database.kind !== 'postgres') return 0;
    const result = await t.database.db.execute(sql`select count(*)::int as n from rate_limit_counters`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it.each([
    ['database', 'in the database on PostgreSQL'],
    ['memory', 'in memory'],
  ] as const)('RATE_LIMIT_STORE=%s counts %s, and limits all the same', async (store, _where) => {
    const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_STORE: store });
    try {
      const answers = [];
      for (let n = 0; n < 3; n++) answers.push((await t.call({ url: '/api/core/countries' })).statusCode);
      expect(answers).toEqual([200, 200, 429]);
      const sharedCounts = store === 'database' && t.database.kind === 'postgres';
      expect((await countersRows(t)) > 0).toBe(sharedCounts);
    } finally {
      await t.close();
    }
  });
});
