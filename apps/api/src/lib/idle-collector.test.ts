import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { idleCollector } from './idle-collector.ts';

const MB = 1024 * 1024;

/** A probe whose event loop load and heap the test sets second by second; a collection leaves 60 MB live. */
function probe(heap: number) {
  const state = { utilization: 0.01, heap, collections: 0 };
  return {
    state,
    utilization: () => state.utilization,
    heapCommitted: () => state.heap,
    collect() {
      state.collections += 1;
      state.heap = 60 * MB;
    },
  };
}

const options = { quietTicks: 2, quietUtilization: 0.05, garbageBytes: 32 * MB };

describe('idleCollector', () => {
  it("collects the start's garbage at the first quiet moment, then after a burst of load once the loop is idle again", () => {
    const p = probe(150 * MB);
    const tick = idleCollector(p, options);
    expect([tick(), tick()]).toEqual([false, true]);
    // Still idle, nothing new to collect.
    expect([tick(), tick(), tick()]).toEqual([false, false, false]);
    // Under load the heap grows and nothing is collected; one idle second is not enough, the second collects.
    p.state.utilization = 0.9;
    p.state.heap = 180 * MB;
    expect([tick(), tick(), tick()]).toEqual([false, false, false]);
    p.state.utilization = 0.01;
    expect([tick(), tick()]).toEqual([false, true]);
    expect(p.state.collections).toBe(2);
  });

  it('never collects while the loop is busy, however large the heap', () => {
    const p = probe(400 * MB);
    p.state.utilization = 0.2;
    const tick = idleCollector(p, options);
    for (let second = 0; second < 30; second++) tick();
    expect(p.state.collections).toBe(0);
  });

  it('leaves a heap that grew less than the threshold, and a busy second starts the count again', () => {
    const p = probe(150 * MB);
    const tick = idleCollector(p, options);
    tick();
    tick();
    expect(p.state.collections).toBe(1);
    // Idle, but the heap grew by 20 MB only: nothing to gain.
    p.state.heap = 80 * MB;
    expect([tick(), tick(), tick()]).toEqual([false, false, false]);
    // Load again past the threshold; a busy second among the quiet ones starts the count again.
    p.state.utilization = 0.5;
    p.state.heap = 120 * MB;
    expect(tick()).toBe(false);
    p.state.utilization = 0.01;
    expect(tick()).toBe(false);
    p.state.utilization = 0.5;
    expect(tick()).toBe(false);
    p.state.utilization = 0.01;
    expect([tick(), tick()]).toEqual([false, true]);
  });

  it("collects the pages V8's own collection emptied but kept (a process of its own, with --expose-gc)", () => {
    const script = `
      import v8 from 'node:v8';
      import { idleCollector, processProbe } from ${JSON.stringify(pathToFileURL(`${import.meta.dirname}/idle-collector.ts`).href)};
      const committedMb = () => Math.round(v8.getHeapStatistics().total_heap_size / 2 ** 20);
      const probe = processProbe(globalThis.gc);
      const tick = idleCollector(probe, { quietTicks: 1, quietUtilization: 0.5, garbageBytes: 16 * 2 ** 20 });
      const burst = () => Array.from({ length: 400000 }, (_, i) => ({ i, text: 'x'.repeat(100) + i })).length;
      burst();
      probe.utilization();
      const first = tick();
      // A burst of load, then a collection as V8 runs one under load: the heap is empty again, its pages kept.
      burst();
      globalThis.gc();
      const before = committedMb();
      probe.utilization();
      await new Promise((resolve) => setTimeout(resolve, 200));
      console.log(JSON.stringify({ first, collected: tick(), before, after: committedMb() }));
    `;
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    const { first, collected, before, after } = JSON.parse(child.stdout) as Record<string, number | boolean>;
    expect(first).toBe(true);
    expect(collected).toBe(true);
    expect((before as number) - (after as number)).toBeGreaterThanOrEqual(16);
  });
});
