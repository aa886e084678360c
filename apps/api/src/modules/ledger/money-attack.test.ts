import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attackMoney } from '../../../../../scripts/money-attack.mjs';
import { freePort } from '../../../../../scripts/portal-process.mjs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 27's attack re-run (`npm run attack:money`) against this code, so the script cannot rot: the app built
 * in-process and listening on a port, its jobs running, reconciliation after a second, a programme admin added
 * through the console's API. Every finding replayable over HTTP must come back fixed; the rest name their test.
 */
const ADMIN = { email: 'attack.admin@example.in', password: 'attack admin password' };
let t: TestApp;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ PUBLIC_URL: base, PAYMENT_RECONCILE_AFTER_SECONDS: '1' });
  await t.app.listen({ port, host: '127.0.0.1' });
  t.app.jobs.startWorker(200, 1000);
  const { token } = await t.signInAs('9100000271', { role: 'admin' });
  const added = await t.call({ method: 'POST', url: '/api/ops/staff', token, payload: { ...ADMIN, name: 'Attack Admin', role: 'admin' } });
  if (added.statusCode !== 201) throw new Error(`could not add the admin: ${added.body}`);
}, 120_000);
afterAll(async () => t?.close(), 60_000);

describe('npm run attack:money (issue 27, findings 1-12 over HTTP)', () => {
  it('finds every replayable hole closed, and names the test of each it cannot replay', async () => {
    const lines: string[] = [];
    const { results, requests, open, errors } = await attackMoney({
      base,
      admin: ADMIN,
      waitSeconds: 60,
      reconcileAfterSeconds: 1,
      log: (line) => lines.push(line),
    });
    console.info(lines.join('\n'));
    const verdicts = Object.fromEntries(results.map((r) => [r.number, r.verdict]));
    expect(verdicts, lines.join('\n')).toEqual({
      1: 'fixed',
      2: 'fixed',
      3: 'fixed',
      4: 'not replayed',
      5: 'not replayed',
      6: 'fixed',
      7: 'fixed',
      8: 'fixed',
      9: 'not replayed',
      10: 'fixed',
      11: 'not replayed',
      12: 'not replayed',
    });
    expect(open).toBe(0);
    expect(errors).toBe(0);
    expect(lines.at(-1)).toContain(`${requests} requests; 7 fixed, 0 open, 5 not replayed over HTTP, 0 errors`);
    for (const result of results.filter((r) => r.verdict === 'not replayed')) expect(result.got).toMatch(/proven by \S+test/);
  }, 300_000);
});
