// `npm run bench:core`: load benchmarks against the real server on each database, each scenario beside a
// hello-world ceiling measured in the same run (a GET also beside the hello-world answering the same bytes, and beside
// the node:http floor: the least any server on Node spends sending that answer with the portal's headers and log line;
// and beside the framework floor: the same answer through Fastify with the portal's logging and header hook).
// Writes bench/results/latest.json. See bench/README.md.
//   npm run bench:core                         every scenario on PGlite and PostgreSQL
//   npm run bench:core -- --db pglite          one database only
//   npm run bench:core -- --only health,BIN    some scenarios (by a part of their names)
//   BENCH_SECONDS=2 BENCH_ROUNDS=3             seconds per round and rounds per scenario (defaults 5 and 3)
//   BENCH_IDLE_SECONDS=30                      seconds of RSS samples after the load (default 30)
//   BENCH_PROFILE=DIR                          a .cpuprofile of each scenario's last measured round in DIR
//   BENCH_PORTAL_ROOT=DIR                      measure the server of another checkout (before/after)
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres } from '../scripts/pg-server.mjs';
import {
  clientHeaders,
  load,
  portalRoot,
  profileDir,
  root,
  roundSeconds,
  rssMb,
  startHelloWorld,
  startFastifyFloor,
  startNodeFloor,
  startPortal,
} from './lib.mjs';
import { scenarios } from './scenarios.mjs';

const args = process.argv.slice(2);
const onlyDb = args.includes('--db') ? args[args.indexOf('--db') + 1] : undefined;
const onlyScenarios = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// How long the server's RSS is sampled after the load: its job queue sends the OTP scenario's messages first.
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);

const results = {
  date: new Date().toISOString(),
  machine: { cores: os.cpus().length, loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100) },
  method: `${rounds} interleaved rounds (ceiling, scenario) of ${roundSeconds} s; ratio = scenario / the ceiling just before it; median and spread of the rounds`,
  portalRoot: path.relative(root, portalRoot) || '.',
  profiled: Boolean(profileDir),
  databases: {},
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (part, whole) => Math.round((part / whole) * 1000) / 10;

/** The same kind of request to the hello-world: same method, body, headers and connections. */
function ceilingOptions(helloUrl, options) {
  const first = options.requests?.[0] ?? {};
  const method = options.method ?? first.method ?? 'GET';
  return {
    url: `${helloUrl}/`,
    method,
    ...(options.connections ? { connections: options.connections } : {}),
    headers: { ...clientHeaders, ...first.headers, ...options.headers },
    ...(method === 'GET' ? {} : { body: options.body ?? first.body ?? '{}' }),
  };
}

/**
 * A GET scenario's answer as it crosses the socket: its size and content encoding, from one request made as the
 * load makes them (a per-cardholder scenario's first request: the answers of its cardholders are the same size to
 * a few bytes). For the references beside it: the hello-world answering as many bytes, and the two floors.
 * Undefined for writes and fixed-size runs.
 */
async function sampleAnswer(options) {
  const first = options.requests?.[0];
  if ((options.method ?? first?.method ?? 'GET') !== 'GET' || options.amount) return undefined;
  const request = first?.setupRequest ? first.setupRequest({ ...first, headers: { ...first.headers } }) : (first ?? {});
  const headers = { ...clientHeaders, ...options.headers, ...request.headers };
  // fetch would ask for gzip on its own; the load asks for what the scenario asks.
  const res = await fetch(new URL(request.path ?? '', options.url), { headers: { 'accept-encoding': 'identity', ...headers } });
  // fetch decodes a compressed answer; what was sent is in content-length.
  const decoded = await res.arrayBuffer();
  const bytes = Number(res.headers.get('content-length')) || decoded.byteLength;
  return { bytes, encoding: res.headers.get('content-encoding') ?? undefined, headers };
}

const hello = await startHelloWorld();
const floor = await startNodeFloor();
const frameworkFloor = await startFastifyFloor();
/** The floors' path for an answer: its size, and its encoding when compressed (bench/floor-answer.mjs). */
const floorPath = (answer) => `/${answer.bytes}${answer.encoding ? `/${answer.encoding}` : ''}`;
for (const db of ['pglite', 'postgres']) {
  if (onlyDb && onlyDb !== db) continue;
  let postgres;
  const env = {};
  if (db === 'postgres') {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  const portal = await startPortal(env);
  const entry = { coldStartMs: portal.coldStartMs, scenarios: {} };
  console.info(`\n[${db}] ready in ${portal.coldStartMs} ms (RSS ${rssMb(portal.pid)} MB)`);
  for (const scenario of scenarios) {
    if (onlyScenarios && !onlyScenarios.some((part) => scenario.name.includes(part))) continue;
    if (scenario.databases && !scenario.databases.includes(db)) continue;
    const prepare = (round) => scenario.prepare({ url: portal.url, headers: clientHeaders, db, databaseUrl: env.DATABASE_URL, round });
    let options = await prepare(1);
    const answer = await sampleAnswer(options);
    const perRound = [];
    for (let round = 1; round <= rounds; round++) {
      // A fixed-size run uses up what it was prepared with (each OTP code once): each round prepares afresh.
      if (round > 1 && options.amount) options = await prepare(round);
      const measuredOptions = { ...options, headers: { ...clientHeaders, ...options.headers } };
      const ceiling = await load(ceilingOptions(hello.url, options));
      const sameBytes = answer ? await load({ url: `${hello.url}/sized?bytes=${answer.bytes}`, headers: clientHeaders }) : undefined;
      const floorAnswer = answer ? await load({ url: `${floor.url}${floorPath(answer)}`, headers: answer.headers }) : undefined;
      const frameworkAnswer = answer
        ? await load({ url: `${frameworkFloor.url}/api/floor${floorPath(answer)}`, headers: answer.headers })
        : undefined;
      const work = () => load(measuredOptions);
      const measured = round === rounds ? await portal.profiled(`${db}-${scenario.name}`, work) : await work();
      perRound.push({
        ...measured,
        ceilingReqPerSec: ceiling.reqPerSec,
        ratioPct: pct(measured.reqPerSec, ceiling.reqPerSec),
        ...(sameBytes
          ? { sameBytesCeilingReqPerSec: sameBytes.reqPerSec, ratioToSameBytesPct: pct(measured.reqPerSec, sameBytes.reqPerSec) }
          : {}),
        ...(floorAnswer
          ? {
              floorReqPerSec: floorAnswer.reqPerSec,
              floorToCeilingPct: pct(floorAnswer.reqPerSec, ceiling.reqPerSec),
              ratioToFloorPct: pct(measured.reqPerSec, floorAnswer.reqPerSec),
              frameworkFloorReqPerSec: frameworkAnswer.reqPerSec,
              frameworkFloorToCeilingPct: pct(frameworkAnswer.reqPerSec, ceiling.reqPerSec),
              ratioToFrameworkFloorPct: pct(measured.reqPerSec, frameworkAnswer.reqPerSec),
            }
          : {}),
      });
      console.info(
        `[${db}] ${scenario.name} round ${round}: ${measured.reqPerSec} req/s vs ceiling ${ceiling.reqPerSec} = ${perRound.at(-1).ratioPct}%` +
          (sameBytes
            ? ` (vs ${sameBytes.reqPerSec} answering the same ${answer.bytes} bytes = ${perRound.at(-1).ratioToSameBytesPct}%)`
            : '') +
          (floorAnswer
            ? ` (node:http floor ${floorAnswer.reqPerSec} = ${perRound.at(-1).floorToCeilingPct}% of ceiling, framework floor ${frameworkAnswer.reqPerSec} = ${perRound.at(-1).frameworkFloorToCeilingPct}%)`
            : '') +
          `, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, errors ${measured.errors}`,
      );
    }
    const ratios = perRound.map((r) => r.ratioPct);
    const summary = {
      ratioToCeilingPct: median(ratios),
      // Beside the same bytes from the hello-world, and the most this scenario could reach: the node:http floor's
      // share of the ceiling, and the scenario's share of the floor; the same for the framework floor.
      ...(answer
        ? {
            answerBytes: answer.bytes,
            ...(answer.encoding ? { answerEncoding: answer.encoding } : {}),
            ratioToSameBytesCeilingPct: median(perRound.map((r) => r.ratioToSameBytesPct)),
            floorToCeilingPct: median(perRound.map((r) => r.floorToCeilingPct)),
            ratioToFloorPct: median(perRound.map((r) => r.ratioToFloorPct)),
            frameworkFloorToCeilingPct: median(perRound.map((r) => r.frameworkFloorToCeilingPct)),
            ratioToFrameworkFloorPct: median(perRound.map((r) => r.ratioToFrameworkFloorPct)),
          }
        : {}),
      ratioSpreadPct: Math.round((Math.max(...ratios) - Math.min(...ratios)) * 10) / 10,
      reqPerSec: median(perRound.map((r) => r.reqPerSec)),
      ceilingReqPerSec: median(perRound.map((r) => r.ceilingReqPerSec)),
      p50Ms: median(perRound.map((r) => r.p50Ms)),
      p99Ms: median(perRound.map((r) => r.p99Ms)),
      errors: perRound.reduce((sum, r) => sum + r.errors, 0),
      target: scenario.target,
      rounds: perRound,
      // Which load grows the server (the embedded database's memory, decision 022).
      rssAfterMb: rssMb(portal.pid),
    };
    entry.scenarios[scenario.name] = summary;
    console.info(
      `[${db}] ${scenario.name}: median ${summary.ratioToCeilingPct}% of ceiling (spread ${summary.ratioSpreadPct} points)${answer ? `, ${summary.ratioToSameBytesCeilingPct}% of one answering the same bytes; the node:http floor is ${summary.floorToCeilingPct}% of ceiling, this ${summary.ratioToFloorPct}% of the floor; the framework floor ${summary.frameworkFloorToCeilingPct}% of ceiling, this ${summary.ratioToFrameworkFloorPct}% of it` : ''}, ${summary.reqPerSec} req/s, p99 ${summary.p99Ms} ms, errors ${summary.errors}, RSS after ${summary.rssAfterMb} MB  — target: ${scenario.target}`,
    );
  }
  entry.rssAfterMb = rssMb(portal.pid);
  // And once idle: the server's idle collector (decision 022) gives back the load's garbage after 2 quiet seconds.
  const idleSamples = [];
  for (let second = 0; second < idleSeconds; second++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    idleSamples.push(rssMb(portal.pid));
  }
  console.info(`[${db}] RSS each second after the load: ${idleSamples.join(' ')}`);
  entry.rssIdleMb = idleSamples.at(-1);
  results.databases[db] = entry;
  await portal.stop();
  entry.logMb = Math.round((await portal.logBytes()) / 1e5) / 10;
  console.info(
    `[${db}] server RSS after the benchmark: ${entry.rssAfterMb} MB, ${idleSeconds} s later (idle) ${entry.rssIdleMb} MB; its log: ${entry.logMb} MB`,
  );
  postgres?.stop();
}

await hello.stop();
await floor.stop();
await frameworkFloor.stop();
const folder = path.join(root, 'bench/results');
mkdirSync(folder, { recursive: true });
const file = process.env.BENCH_RESULTS ?? path.join(folder, 'latest.json');
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.info(`\nwritten: ${path.relative(process.cwd(), file)}`);
