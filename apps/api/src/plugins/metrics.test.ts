import { beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

/* Issue 31: /metrics in Prometheus' text format, on its own port behind a token, never on the public one. */
const token = 'metrics-token-for-the-test';
const t = useTestApp({ METRICS_PORT: '0', METRICS_TOKEN: token });
let publicUrl: string;
let metricsUrl: string;

beforeAll(async () => {
  publicUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${t.app.metrics.address()!.port}/metrics`;
});

const scrape = async () => {
  const res = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return res.text();
};
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('refuses a scrape without the token, and is not served on the public port', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong-token-of-any-length' } })).status).toBe(401);
    const open = await fetch(`${publicUrl}/metrics`);
    expect(await open.text()).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${publicUrl}/api/core/countries`, { headers: clientHeaders });
    await fetch(`${publicUrl}/api/core/users/00000000-0000-4000-8000-000000000000`, { headers: clientHeaders });
    const text = await scrape();
    const countries = 'method="GET",route="/api/core/countries",status="200"';
    expect(sample(text, `http_requests_total{${countries}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{${countries}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{${countries},le="+Inf"}`)).toBe(3);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // The pattern, not the id: one series however many users are asked for.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/core/users/:id",status="401"}')).toBe(1);
  });

  it('reports database round trips, pool waits, the job queue and the session cache', async () => {
    const { token: bearer } = await t.signInAs('9440000001');
    for (let i = 0; i < 2; i++)
      await fetch(`${publicUrl}/api/customer/user`, { headers: { ...clientHeaders, authorization: `Bearer ${bearer}` } });
    const first = await scrape();
    expect(sample(first, 'session_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(first, 'session_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(first, 'db_round_trips_total')).toBeGreaterThan(0);
    expect(sample(first, 'db_pool_waits_total')).toBeGreaterThanOrEqual(0);
    expect(sample(first, 'db_pool_waiting')).toBe(0);
    await t.app.jobs.enqueue('metrics-test', {}, { runAt: new Date(Date.now() - 60_000) });
    const second = await scrape();
    expect(sample(second, 'job_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(second, 'job_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(59);
  });
});
