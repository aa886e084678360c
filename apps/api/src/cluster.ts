import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';

/*
 * The primary of `npm run start:cluster` (scripts/start.mjs --cluster): one server process (server.ts) per
 * core on one port, all on the PostgreSQL server named by DATABASE_URL, where sessions, limits, quotas and
 * jobs are shared (docs/architecture.md, Scale). It serves nothing itself: it starts, replaces and stops them.
 */
const NEEDS_DATABASE_URL =
  'npm run start:cluster needs DATABASE_URL=postgres://… (its processes share one PostgreSQL server; the embedded database opens in one process only): set it, or use npm start.';

if (!process.env.DATABASE_URL) {
  console.error(NEEDS_DATABASE_URL);
  process.exit(1);
}
if (process.env.RATE_LIMIT_STORE === 'memory') {
  console.error(
    'npm run start:cluster counts rate limits in the database (RATE_LIMIT_STORE=memory would let each process allow the whole limit): unset RATE_LIMIT_STORE.',
  );
  process.exit(1);
}
const size = Number(process.env.CLUSTER_WORKERS || os.availableParallelism());
if (!Number.isInteger(size) || size < 1) {
  console.error(`CLUSTER_WORKERS must be a whole number of server processes, 1 or more (got ${process.env.CLUSTER_WORKERS}).`);
  process.exit(1);
}

// Built (dist/cluster.js, `npm run start:cluster`) its processes run dist/server.js; from source (tests), through tsx.
const compiled = import.meta.filename.endsWith('.js');
cluster.setupPrimary({
  exec: path.join(import.meta.dirname, compiled ? 'server.js' : 'server.ts'),
  execArgv: compiled ? process.execArgv : ['--import', 'tsx'],
});

/**
 * Resolves with the port once the new process serves the portal (server.ts says so: its providers' sandboxes
 * listen too, before it, so 'listening' alone is not the portal); rejects when it ends before (it prints why).
 */
function startWorker(): Promise<number> {
  const worker = cluster.fork();
  return new Promise((resolve, reject) => {
    worker.on('message', (message: { portalListening?: number }) => {
      if (message?.portalListening) resolve(message.portalListening);
    });
    worker.once('exit', (code, signal) => reject(new Error(`exit ${signal ?? code}`)));
  });
}

let stopping = false;
let serving = false;
// A replacement that ends before it listens (the database away, say) waits longer before the next: 1 s up to 30 s.
let restartDelayMs = 0;

function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
  const left = new Set(running.map((worker) => worker.id));
  if (left.size === 0) process.exit(exitCode);
  cluster.on('exit', (worker) => {
    left.delete(worker.id);
    if (left.size === 0) process.exit(exitCode);
  });
  // Each closes its server and its database connections (server.ts); one that hangs is ended after 15 s.
  for (const worker of running) worker.process.kill('SIGTERM');
  setTimeout(() => {
    for (const worker of running) worker.process.kill('SIGKILL');
  }, 15_000).unref();
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

cluster.on('exit', (worker, code, signal) => {
  if (stopping || !serving) return;
  const after = restartDelayMs ? ` in ${restartDelayMs / 1000} s` : '';
  console.error(`Server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another${after}.`);
  setTimeout(() => {
    if (!stopping)
      startWorker().then(
        () => {
          restartDelayMs = 0;
        },
        () => {},
      );
  }, restartDelayMs);
  restartDelayMs = Math.min(Math.max(restartDelayMs * 2, 1_000), 30_000);
});

try {
  // The first process migrates and seeds before the others start, so a failure there is said once.
  const port = await startWorker();
  await Promise.all(Array.from({ length: size - 1 }, startWorker));
  serving = true;
  const url = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  console.info(`\nCard benefits portal ready at ${url}: ${size} server processes on the PostgreSQL server (primary ${process.pid}).`);
} catch {
  console.error('A server process could not start (its reason is above); stopping.');
  stop(1);
}
