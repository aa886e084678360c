import { fork, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { compiledEntry, freePort, spawnPortal, waitUntilReady } from '../scripts/portal-process.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };

// Children die with the runner, even when a scenario throws, so nothing keeps a pipe or a port open.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));
const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not become ready`);
}

/** The ceiling: a bare Fastify hello-world (`hello-world.mjs`) in its own process. */
export const startHelloWorld = () => startReferenceServer('hello-world.mjs');

/** The floor: a bare `node:http` server sending the portal's headers and access line (`node-floor.mjs`). */
export const startNodeFloor = () => startReferenceServer('node-floor.mjs', ['--import', 'tsx']);

/** The framework floor: the same answer through Fastify with the portal's logging and header hook (`fastify-floor.mjs`). */
export const startFastifyFloor = () => startReferenceServer('fastify-floor.mjs', ['--import', 'tsx'], '/api/floor/0');

/**
 * A log collector in a process of its own (`wc -c`): the server writes to `pipe`, and `bytes` resolves to what it
 * wrote once it has exited. Call `handedOver()` after spawning the server, so that only the server holds the pipe.
 */
function logCollector() {
  const collector = track(spawn('wc', ['-c'], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const bytes = new Promise((resolve) => {
    let count = '';
    collector.stdout.on('data', (chunk) => (count += chunk));
    collector.once('exit', () => resolve(Number(count.trim())));
  });
  return { pipe: collector.stdin, bytes, handedOver: () => collector.stdin.destroy() };
}

async function startReferenceServer(script, execArgv = [], readyPath = '/') {
  const port = await freePort();
  const log = logCollector();
  const child = track(
    fork(path.join(import.meta.dirname, script), {
      env: { ...process.env, PORT: String(port) },
      execArgv,
      // Its log, if it writes one, is collected as the portal's is.
      stdio: ['ignore', log.pipe, 'ignore', 'ipc'],
    }),
  );
  log.handedOver();
  await waitFor(`http://127.0.0.1:${port}${readyPath}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill();
      }),
  };
}

/** Where the measured server's code comes from: this checkout, or BENCH_PORTAL_ROOT (an older commit, to compare). */
export const portalRoot = path.resolve(process.env.BENCH_PORTAL_ROOT ?? root);
/** BENCH_PROFILE=DIR: the server preloads bench/profile-hook.mjs and the runner asks it for one profile per scenario. */
export const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;

/**
 * The real server, as `npm start` runs it (the API's build, made first when out of date; LOG_LEVEL=info), on a
 * fresh data directory (or DATABASE_URL). Its log goes to a pipe that a process of its own reads and counts, as a
 * log collector would: writing to /dev/null would hide what a line costs, and reading it here would take the time
 * of the thread that runs the load (autocannon), a cost the hello-world, which writes no log, would not pay.
 */
export async function startPortal(env = {}) {
  // An older checkout (BENCH_PORTAL_ROOT) without the build runs its source as its npm start did.
  const builder = path.join(portalRoot, 'apps/api/build.mjs');
  const compiled = existsSync(builder);
  if (compiled) {
    const { buildApi, isApiBuildStale } = await import(pathToFileURL(builder).href);
    if (isApiBuildStale()) await buildApi();
  }
  const started = performance.now();
  const log = logCollector();
  const preload = profileDir ? ['--import', pathToFileURL(path.join(import.meta.dirname, 'profile-hook.mjs')).href] : [];
  const { child, url, dataDir } = await spawnPortal({
    cwd: portalRoot,
    ...(compiled ? { entry: compiledEntry } : {}),
    nodeArgs: preload,
    dataDirPrefix: 'portal-bench-',
    env: { RATE_LIMIT_PER_MINUTE: '100000000', OTP_SENDS_PER_IP_PER_HOUR: '1000000', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', log.pipe, 'inherit', ...(profileDir ? ['ipc'] : [])],
  });
  log.handedOver();
  track(child);
  await waitUntilReady(url, child);
  const coldStartMs = Math.round(performance.now() - started);
  return {
    url,
    pid: child.pid,
    dataDir,
    coldStartMs,
    /** Bytes the server wrote to its log, known once it has stopped. */
    logBytes: () => log.bytes,
    /** Runs `work` with the server's CPU profiler on and writes DIR/<name>.cpuprofile (no-op without BENCH_PROFILE). */
    profiled: async (name, work) => {
      if (!profileDir) return work();
      await ask(child, { profile: 'start' });
      try {
        return await work();
      } finally {
        const file = path.join(
          profileDir,
          `${name
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase()}.cpuprofile`,
        );
        await ask(child, { profile: 'stop', file });
        console.info(`  profile: ${path.relative(process.cwd(), file)}`);
      }
    },
    stop: () =>
      new Promise((r) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          r();
        });
        child.kill('SIGTERM');
      }),
  };
}

function ask(child, message) {
  return new Promise((resolve, reject) => {
    const onMessage = (reply) => {
      if (reply?.profile !== message.profile) return;
      child.off('message', onMessage);
      if (reply.error) reject(new Error(reply.error));
      else resolve();
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Seconds per measured round (a duration run); short while iterating, longer on a quiet machine. */
export const roundSeconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * One autocannon run; returns req/s, p50, p99 (ms) and the error count. Req/s is every answer over the time
 * from the start to the last answer. Autocannon's own figures come from one-second samples: the average
 * drops or rounds the last partial second, and its result only arrives at the next sample tick, which for a
 * fixed-size run (`amount`) of a second or two is most of the error.
 */
export async function load(options) {
  const started = performance.now();
  let lastAnswer = started;
  const run = autocannon({ connections: 50, ...(options.amount ? {} : { duration: roundSeconds }), ...options });
  run.on('response', () => {
    lastAnswer = performance.now();
  });
  const result = await run;
  const elapsedS = (lastAnswer - started) / 1000;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    reqPerSec: elapsedS > 0 ? Math.round(answered / elapsedS) : 0,
    requests: answered,
    elapsedS: Math.round(elapsedS * 1000) / 1000,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  };
}
