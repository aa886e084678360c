import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };

// Children die with the runner, even when a scenario throws, so nothing keeps a pipe or a port open.
const children = new Set();
process.on('exit', () => { for (const child of children) child.kill('SIGKILL'); });
const track = (child) => { children.add(child); child.once('exit', () => children.delete(child)); return child; };

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
    server.on('error', reject);
  });
}

export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
}

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not become ready`);
}

export async function startHelloWorld() {
  const port = await freePort();
  const child = track(fork(path.join(import.meta.dirname, 'hello-world.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' }));
  await waitFor(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => new Promise((r) => { child.once('exit', r); child.kill(); }) };
}

/** The real server, as `npm start` runs it, on a fresh data directory (or DATABASE_URL). */
export async function startPortal(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const started = performance.now();
  const child = track(spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000', OTP_SENDS_PER_IP_PER_HOUR: '1000000', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/ready`);
  const coldStartMs = Math.round(performance.now() - started);
  return {
    url, pid: child.pid, dataDir, coldStartMs,
    stop: () => new Promise((r) => { child.once('exit', () => { rmSync(dataDir, { recursive: true, force: true }); r(); }); child.kill('SIGTERM'); }),
  };
}

/** One autocannon run; returns req/s, p50, p99 (ms) and the error count. */
export async function load(options) {
  const result = await autocannon({ connections: 50, ...(options.amount ? {} : { duration: 8 }), ...options });
  const non2xx = result.non2xx ?? 0;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + non2xx,
  };
}
