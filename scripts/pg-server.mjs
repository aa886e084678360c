// Starts a throw-away PostgreSQL server (initdb + pg_ctl in a temp folder, free port) for the API suite.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './portal-process.mjs';

function findBinary(name) {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (fromPath) return fromPath;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse()) {
      const candidate = path.join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * Returns { url, stop } or throws with what to install. `pickPort` is how a free port is chosen (a test passes one that
 * hands out a port it holds, to prove a taken port is tried again).
 */
export async function startPostgres({ pickPort = freePort } = {}) {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) {
    throw new Error(
      'No PostgreSQL server binaries (initdb, pg_ctl) found and no DATABASE_URL given.\n' +
        'Install them with: apt-get install -y postgresql   (or set DATABASE_URL=postgres://… to use a running server)',
    );
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(folder, 'data');
  let port = await pickPort();
  // PostgreSQL refuses to run as root: hand the folder to the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const run = (bin, args) => {
    if (!asRoot) return execFileSync(bin, args, { stdio: 'pipe' });
    chmodSync(folder, 0o777);
    return execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' });
  };
  if (asRoot) spawnSync('chown', ['-R', 'postgres', folder]);
  run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c synchronous_commit=off`,
      'start',
    ]);
  const logFile = path.join(folder, 'server.log');
  const logLength = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0);
  for (let attempt = 1; ; attempt++) {
    const logBefore = logLength();
    try {
      start();
      break;
    } catch (error) {
      // Another process bound the port between its pick and the server's start (the apps under test open sandbox
      // servers on ephemeral ports): pick again. Only this attempt's lines count. A resume keeps its port, since
      // clients hold the URL.
      const attemptLog = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(logBefore) : '';
      if (attempt >= 5 || !attemptLog.includes('Address already in use')) {
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
      port = await pickPort();
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator's restart does (fast shutdown), keeping its data and port. */
    pause() {
      run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
