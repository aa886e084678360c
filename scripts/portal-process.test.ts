import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, freePort, repoRoot, serverNodeArgs } from './portal-process.mjs';

/*
 * A port the harness picks is released before the server it is for binds it. Picked by `listen(0)`, it came from
 * the kernel's ephemeral range, where every other process's `listen(0)` and outgoing connection takes ports too: in
 * a CI run the fault suite's restarted portal died of EADDRINUSE on such a port. Picks now stay below that range.
 */
describe('freePort', () => {
  it('picks ports below the ephemeral range, each one free to bind', async () => {
    const { low } = ephemeralPortRange();
    const picks = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of picks) {
      expect(port).toBeLessThan(low);
      const server = net.createServer();
      await new Promise<void>((listening, failed) => {
        server.once('error', failed);
        server.listen(port, '127.0.0.1', listening);
      });
      await new Promise((closed) => server.close(closed));
    }
  });
});

describe('serverNodeArgs', () => {
  it("bounds the server's young generation to Node 20's size, whatever the machine's memory (decision 022)", () => {
    // Short-lived garbage, as requests make it: the new space grows to its limit. Node 24 on a 24 GiB host: 128 MB.
    const program = `const v8 = require('node:v8'); let most = 0, kept = [];
      for (let i = 0; i < 3e6; i++) {
        kept.push({ i, s: 'x' + i }); if (kept.length > 2e5) kept = [];
        if (i % 1e4 === 0) most = Math.max(most, v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
      }
      process.stdout.write(String(most / 2 ** 20));`;
    const { stdout, status } = spawnSync(process.execPath, [...serverNodeArgs, '-e', program], { encoding: 'utf8' });
    expect(status).toBe(0);
    // Two 16 MB halves, and now and then a page or two more while a scavenge runs on a busy machine (33.5 and
    // 34.5 MB measured; a bound of exactly 32 failed at random): far from the 128 MB the flag is there to prevent.
    expect(Number(stdout)).toBeLessThanOrEqual(40);
  });
});

describe('serverNodeArgs and the idle collector', () => {
  it('let an idle server give back the garbage a burst of load left in its heap (decision 022)', () => {
    // A burst of allocation that leaves ~150 MB of garbage, then an idle event loop: the collector runs once.
    const program = `import { startIdleCollector } from './apps/api/src/lib/idle-collector.ts';
      let kept = [];
      for (let i = 0; i < 1.5e6; i++) kept.push({ i, text: 'request body ' + i });
      kept = null;
      // The collector's timer does not hold the process open (a server's sockets do): this one does, at most a minute.
      const open = setTimeout(() => process.exit(2), 60_000);
      const stop = startIdleCollector((freed) => {
        process.stdout.write(String(Math.round(freed / 2 ** 20)));
        stop();
        clearTimeout(open);
      });`;
    const { stdout, stderr, status } = spawnSync(process.execPath, [...serverNodeArgs, '--input-type=module', '-e', program], {
      encoding: 'utf8',
      cwd: repoRoot,
    });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(Number(stdout)).toBeGreaterThan(32);
  });
});

describe("serverNodeArgs and PGlite's WebAssembly", () => {
  it('keep the peak of a PGlite start far below what optimising its WebAssembly takes (decision 022)', () => {
    // An in-memory cluster (initdb in the process) and a few thousand statements: on Node 24 the optimising tier
    // recompiles PGlite's hottest functions in the background, and its peak is hundreds of MB above Liftoff's.
    const program = `const { PGlite } = require('@electric-sql/pglite');
      (async () => {
        const db = await PGlite.create();
        await db.exec('create table t (id int primary key, name text)');
        for (let i = 0; i < 3000; i++) await db.query('insert into t values ($1, $2) on conflict (id) do update set name = excluded.name', [i % 50, 'n' + i]);
        await db.close();
        const peakKb = Number(/VmHWM:\\s+(\\d+)/.exec(require('node:fs').readFileSync('/proc/self/status', 'utf8'))[1]);
        process.stdout.write(String(Math.round(peakKb / 1024)));
      })();`;
    const peakMb = (nodeArgs: string[]) => {
      const { stdout, stderr, status } = spawnSync(process.execPath, [...nodeArgs, '-e', program], { encoding: 'utf8', cwd: repoRoot });
      expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
      return Number(stdout);
    };
    const optimised = peakMb(['--max-semi-space-size=16', '--expose-gc']);
    const asShipped = peakMb(serverNodeArgs);
    // Measured on Node 24.21: 1,046 MB against 640 MB.
    expect(asShipped).toBeLessThan(optimised - 200);
  }, 60_000);
});
