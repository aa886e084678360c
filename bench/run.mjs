// `npm run bench`: load benchmarks against the real server on each database, beside a hello-world
// ceiling started in the same run. Writes bench/results/latest.json and prints ratios to the ceiling.
//   npm run bench                 every scenario on PGlite and PostgreSQL
//   npm run bench -- --db pglite  one database only
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from '../scripts/pg-server.mjs';
import { clientHeaders, load, root, rssMb, startHelloWorld, startPortal } from './lib.mjs';
import { scenarios } from './scenarios.mjs';

const args = process.argv.slice(2);
const onlyDb = args.includes('--db') ? args[args.indexOf('--db') + 1] : undefined;
const onlyScenario = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const results = { date: new Date().toISOString(), machine: { cores: (await import('node:os')).cpus().length }, ceiling: {}, databases: {} };

// The ceiling runs for the whole benchmark and is measured right before each scenario, so every ratio
// compares two runs made seconds apart on the same (shared, noisy) machine.
const hello = await startHelloWorld();
const ceiling = () => load({ url: `${hello.url}/`, duration: 5 });
results.ceiling = await ceiling();
console.info(`hello-world ceiling: ${results.ceiling.reqPerSec} req/s, p99 ${results.ceiling.p99Ms} ms`);

for (const db of ['pglite', 'postgres']) {
  if (onlyDb && onlyDb !== db) continue;
  let postgres;
  const env = {};
  if (db === 'postgres') {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url.replace(/\/postgres$/, '/postgres');
  }
  const portal = await startPortal(env);
  const entry = { coldStartMs: portal.coldStartMs, scenarios: {} };
  console.info(`\n[${db}] ready in ${portal.coldStartMs} ms (RSS ${rssMb(portal.pid)} MB)`);
  for (const scenario of scenarios) {
    if (onlyScenario && scenario.name !== onlyScenario) continue;
    if (scenario.databases && !scenario.databases.includes(db)) continue;
    const options = await scenario.prepare({ url: portal.url, headers: clientHeaders, db, databaseUrl: env.DATABASE_URL });
    const adjacentCeiling = await ceiling();
    const measured = await load({ ...options, headers: { ...clientHeaders, ...options.headers } });
    const ratio = Math.round((measured.reqPerSec / adjacentCeiling.reqPerSec) * 100);
    entry.scenarios[scenario.name] = { ...measured, ceilingReqPerSec: adjacentCeiling.reqPerSec, ratioToCeilingPct: ratio, target: scenario.target };
    console.info(`[${db}] ${scenario.name}: ${measured.reqPerSec} req/s (${ratio}% of ceiling ${adjacentCeiling.reqPerSec}), p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, errors ${measured.errors}  — target: ${scenario.target}`);
  }
  entry.rssAfterMb = rssMb(portal.pid);
  console.info(`[${db}] server RSS after the benchmark: ${entry.rssAfterMb} MB`);
  results.databases[db] = entry;
  await portal.stop();
  postgres?.stop();
}

await hello.stop();
const folder = path.join(root, 'bench/results');
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.info('\nwritten: bench/results/latest.json');
