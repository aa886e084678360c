// The real server in a child process on a free port and a fresh data folder: what the browser tests, the API's
// process tests and the benchmarks start. From source by default (`node --import tsx apps/api/src/server.ts`);
// an entry ending in .js (apps/api/dist/server.js, as `npm start` runs it: compiledEntry) runs as it is.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** The production build's server (apps/api/build.mjs), relative to a checkout. */
export const compiledEntry = 'apps/api/dist/server.js';
/**
 * Node's flags for the compiled server, as `npm start` runs it (scripts/start.mjs; cluster workers inherit them).
 * A young generation of 16 MB a half, Node 20's size: Node 24 sizes it by the machine's memory, and on a 24 GiB
 * host the embedded server stayed ~100 MB larger after load for no gain. No --enable-source-maps: it held ~30 MB
 * of parsed map (set NODE_OPTIONS=--enable-source-maps to read a trace in source lines). --expose-gc: the server's
 * idle collector (apps/api/src/lib/idle-collector.ts) gives back a load burst's garbage once the loop is idle.
 * --liftoff-only: PGlite's WebAssembly stays compiled by V8's baseline tier; the optimising tier's code and its
 * compile jobs took ~60 MB resident after load, 90-120 MB at the end of a bench, and a start peak of ~770 MB, for
 * 6-10% more embedded write throughput (nothing else in the process runs much WebAssembly). Decision 022.
 */
export const serverNodeArgs = ['--max-semi-space-size=16', '--expose-gc', '--liftoff-only'];

/**
 * The kernel's range for ephemeral ports (`listen(0)`, the source port of every outgoing connection), from
 * /proc/sys/net/ipv4/ip_local_port_range where there is one.
 */
export function ephemeralPortRange() {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low > 0 && high >= low) return { low, high };
  } catch {
    // not Linux: the IANA range
  }
  return { low: 49152, high: 65535 };
}

const bindable = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A TCP port nothing listens on at the moment of asking, chosen below the ephemeral range. A port from
 * `listen(0)` is released before the server it is for binds it, and in that window any other process's
 * `listen(0)` or outgoing connection could be given it (the sandboxes each test app opens, the database
 * clients): a server then died of EADDRINUSE in CI. Below the range only another explicit pick can take it.
 */
export async function freePort() {
  const { low } = ephemeralPortRange();
  const from = Math.min(10_000, low - 1000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found between ${from} and ${low - 1}`);
}

/** Spawns the server; `env` is laid over a development server on 127.0.0.1 logging warnings. */
export async function spawnPortal({
  cwd = repoRoot,
  entry = 'apps/api/src/server.ts',
  nodeArgs = [],
  env = {},
  stdio = ['ignore', 'pipe', 'pipe'],
  dataDirPrefix = 'portal-',
} = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const loader = entry.endsWith('.js') ? serverNodeArgs : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, entry], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio,
  });
  return { child, port, url: `http://127.0.0.1:${port}`, dataDir };
}

/** Resolves once `${url}/api/ready` answers 200; throws if the process ends first or `timeoutMs` passes. */
export async function waitUntilReady(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server at ${url} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`the server at ${url} was not ready within ${timeoutMs / 1000} s`);
    const ready = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
