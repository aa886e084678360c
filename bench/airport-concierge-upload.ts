/**
 * Concierge multipart enquiry with one 1 MB PDF (issue 6: >= 100 requests/s, server RSS flat within 10%):
 *   node --import tsx bench/airport-concierge-upload.ts [uploads=2000] [connections=10] [--postgres] [--baseline DIR] [--pool 20] [--rounds N]
 * The server runs in its own process (bench/booking-portal.ts) on PGlite, or on a throw-away PostgreSQL with
 * --postgres; its RSS is read from /proc through the run. Cardholders sign in through the real API (sign-up,
 * code from the dev outbox, verify with the Reserve bin); each request is a real booking (12 sessions a
 * cardholder), and the run reports how many were created and refused.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchRoot,
  checkouts,
  clientHeaders,
  conciergeEnquiryBody,
  flag,
  hasFlag,
  machine,
  signInThroughApi,
  startBenchPortal,
  statusCounts,
  ticketBytes,
} from './booking-portal.ts';

const positional = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !['--baseline', '--pool', '--rounds'].includes(all[i - 1] ?? ''));
const total = Number(positional[0] ?? 2000);
const connections = Number(positional[1] ?? 10);
const postgres = hasFlag('postgres');
const poolSize = flag('pool') ? Number(flag('pool')) : undefined;
const SESSIONS_PER_CARDHOLDER = 12;

const boundary = '----bench-concierge';
const body = conciergeEnquiryBody(boundary);
const headers = { ...clientHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` };

async function measure(root: string) {
  const portal = await startBenchPortal({ root, postgres, poolSize });
  try {
    const tokens = await signInThroughApi(portal.url, Math.ceil(total / SESSIONS_PER_CARDHOLDER) + 1, 9300000000);
    let next = 0;
    const run = (amount: number) =>
      autocannon({
        url: portal.url,
        connections,
        amount,
        requests: [
          {
            method: 'POST',
            path: '/api/booking/airport_vip_privileges_enquiries',
            body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...headers, authorization: `Bearer ${tokens[Math.floor(next++ / SESSIONS_PER_CARDHOLDER)]}` },
            }),
          },
        ],
      });
    const warmup = Math.min(200, Math.floor(total / 10));
    const warm = await run(warmup);
    const rssAfterWarmup = portal.sampleRss()().at(-1)!;
    const stopSampling = portal.sampleRss();
    const { result: main, serverCpuMsPerRequest } = await portal.cpuPerRequest(() => run(total - warmup));
    const samples = stopSampling();
    const codes = statusCounts(main.statusCodeStats as Record<string, { count: number }>);
    const warmCreated = statusCounts(warm.statusCodeStats as Record<string, { count: number }>)['200'] ?? 0;
    const rssAfter = samples.at(-1)!;
    return {
      requestsPerSecond: Math.round(main.requests.average),
      serverCpuMsPerRequest,
      latencyP50Ms: main.latency.p50,
      latencyP99Ms: main.latency.p99,
      statusCodes: codes,
      created: (codes['200'] ?? 0) + warmCreated,
      refused: total - (codes['200'] ?? 0) - warmCreated,
      errors: main.errors + warm.errors,
      rssAfterWarmupMb: rssAfterWarmup,
      rssMaxDuringRunMb: Math.max(...samples),
      rssAfterMb: rssAfter,
      rssGrowthPercent: Math.round(((rssAfter - rssAfterWarmup) / rssAfterWarmup) * 1000) / 10,
      rssMaxGrowthPercent: Math.round(((Math.max(...samples) - rssAfterWarmup) / rssAfterWarmup) * 1000) / 10,
    };
  } finally {
    await portal.stop();
  }
}

// --rounds N alternates the checkouts N times, so a noisy neighbour weighs on each of them alike.
const rounds = Number(flag('rounds') ?? 1);
const runs: Record<string, unknown> = {};
for (let round = 1; round <= rounds; round++) {
  for (const { label, root } of checkouts()) {
    const key = rounds > 1 ? `${label}, round ${round}` : label;
    runs[key] = await measure(root);
    console.info(key, JSON.stringify(runs[key]));
  }
}
const summary = {
  date: new Date().toISOString(),
  machine: machine(),
  database: postgres ? 'postgres' : 'pglite',
  poolSize: poolSize ?? 'default (10)',
  fileBytes: ticketBytes,
  uploads: total,
  connections,
  runs,
};
console.info(JSON.stringify(summary, null, 2));
writeFileSync(
  path.join(benchRoot, 'bench/results', `airport-concierge-upload${postgres ? '-postgres' : ''}.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
