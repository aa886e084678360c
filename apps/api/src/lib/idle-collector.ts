import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

export interface IdleCollectorOptions {
  /** Seconds in a row the event loop must be nearly idle before a collection. */
  quietTicks: number;
  /** The event loop's busy share (0-1) under which a second counts as idle. */
  quietUtilization: number;
  /** How far the heap must have grown since the last collection for one to be worth it. */
  garbageBytes: number;
}

export interface IdleCollectorProbe {
  /** The event loop's busy share since the previous call. */
  utilization(): number;
  heapUsed(): number;
  collect(): void;
}

export const idleCollectorDefaults: IdleCollectorOptions = { quietTicks: 2, quietUtilization: 0.05, garbageBytes: 32 * 1024 * 1024 };

/**
 * Decision 022: after a burst of load the heap stands wherever V8's sawtooth stopped (160-190 MB used, of which a full
 * collection leaves about 60 MB live), and an idle server allocates too little to make V8 collect it, so the
 * garbage stays resident for hours. Each tick (a second) this asks: has the event loop been nearly idle for
 * `quietTicks` seconds, and has the heap grown by `garbageBytes` since the last collection? Then one full collection,
 * which gives the freed pages back. A busy server is never paused by it.
 */
export function idleCollector(probe: IdleCollectorProbe, options: IdleCollectorOptions = idleCollectorDefaults) {
  let quiet = 0;
  // What is live is known only after a collection: the first quiet moment collects the start's garbage (the seed
  // run, module loading) if the heap is past the threshold at all.
  let afterLastCollection = 0;
  return function tick(): boolean {
    if (probe.utilization() > options.quietUtilization) {
      quiet = 0;
      return false;
    }
    quiet += 1;
    if (quiet < options.quietTicks) return false;
    const used = probe.heapUsed();
    if (used - afterLastCollection < options.garbageBytes) {
      // A small heap that shrank on its own (V8 collected it): measure growth from there.
      afterLastCollection = Math.min(afterLastCollection, used);
      return false;
    }
    probe.collect();
    afterLastCollection = probe.heapUsed();
    quiet = 0;
    return true;
  };
}

/**
 * Starts the idle collector when the process may collect (`node --expose-gc`, as `npm start` runs the server:
 * scripts/portal-process.mjs serverNodeArgs); otherwise does nothing. Returns a stop function.
 */
export function startIdleCollector(onCollect?: (freedBytes: number) => void): () => void {
  const gc = (globalThis as { gc?: (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }).gc;
  if (!gc) return () => {};
  let last = performance.eventLoopUtilization();
  const tick = idleCollector({
    utilization() {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, last);
      last = now;
      return since.utilization;
    },
    heapUsed: () => v8.getHeapStatistics().used_heap_size,
    collect() {
      const before = v8.getHeapStatistics().used_heap_size;
      // 'last-resort': the collection that also hands the freed pages back to the system (a plain one left a test
      // script at 275 MB resident of 322, this at 63 MB).
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      onCollect?.(before - v8.getHeapStatistics().used_heap_size);
    },
  });
  const timer = setInterval(tick, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
