import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi } from '../build.mjs';
import { freshPostgresDatabase, type FreshPostgres } from './test/fresh-postgres.ts';
import { freePort } from './test/server-process.ts';

/* `npm run start:cluster`: scripts/start.mjs --cluster, whose primary is cluster.ts. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
let database: FreshPostgres | undefined;
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm run start:cluster', () => {
  it('refuses without DATABASE_URL: one line, exit code 1, before building anything', () => {
    const { DATABASE_URL: _unset, ...env } = process.env;
    const result = spawnSync(process.execPath, ['scripts/start.mjs', '--cluster'], { cwd: root, env, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('needs DATABASE_URL=postgres://')]);
    expect(result.stdout).toBe('');
  });

  it('refuses RATE_LIMIT_STORE=memory: each process would count alone', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs', '--cluster'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:1/none', RATE_LIMIT_STORE: 'memory' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('unset RATE_LIMIT_STORE')]);
  });

  it('serves one port from CLUSTER_WORKERS processes, starts another when one dies, and stops them all on SIGTERM', async () => {
    database = await freshPostgresDatabase();
    const port = await freePort();
    let output = '';
    // As `npm run start:cluster` runs it: the build's cluster.js, whose processes run the build's server.js.
    await buildApi();
    const primary = spawn(process.execPath, ['apps/api/dist/cluster.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CLUSTER_WORKERS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout.on('data', (chunk) => {
      output += chunk;
    });
    primary.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    const workers = () => [...output.matchAll(/Server process (\d+) ready/g)].map((match) => Number(match[1]));
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.status,
        () => 0,
      );
    try {
      await expect
        .poll(() => output, { timeout: 90_000, interval: 200 })
        .toContain(`ready at http://localhost:${port}: 2 server processes`);
      expect(workers()).toHaveLength(2);
      expect(await ready()).toBe(200);
      for (const pid of workers()) expect(commandLine(pid)).toEqual([process.execPath, path.join(root, 'apps/api/dist/server.js')]);

      const [victim] = workers();
      process.kill(victim!, 'SIGKILL');
      await expect.poll(() => workers().length, { timeout: 60_000, interval: 200 }).toBe(3);
      expect(output).toContain(`Server process ${victim} ended (SIGKILL); starting another.`);
      expect(await ready()).toBe(200);

      primary.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(workers().filter(alive)).toEqual([]);
    } finally {
      primary.kill('SIGKILL');
      for (const pid of workers().filter(alive)) process.kill(pid, 'SIGKILL');
    }
  }, 150_000);
});
