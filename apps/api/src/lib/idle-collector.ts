import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

export interface IdleCollectorOptions {
  /** Seconds in a row the event loop must be nearly idle before a collection. */
  quietTicks: number;
  /** The event loop's busy share (0-1) under which a second counts as idle. */
  quietUtilization: number;
  /** How far the heap's committed size must have grown since the last collection for one to be worth it. */
  garbageBytes: number;
}

export interface IdleCollectorProbe {
  /** The event loop's busy share since the previous call. */
  utilization(): number;
  /**
   * The heap's committed size, not what is in use: V8's own collections empty the heap under load but keep its
   * pages (a full young generation, old-space pages), and those pages are what a collection here gives back.
   */
  heapCommitted(): number;
  collect(): void;
}

export const idleCollectorDefaults: IdleCollectorOptions = { quietTicks: 2, quietUtilization: 0.05, garbageBytes: 32 * 1024 * 1024 };

/**
 * Decision 022: after a burst of load the heap stands wherever V8's sawtooth stopped (160-190 MB used, of which a full
 * collection leaves about 60 MB live), and an idle server allocates too little to make V8 collect it, so the
 * garbage stays resident for hours. Each tick (a second) this asks: has the event loop been nearly idle for
 * `quietTicks` seconds, and has the heap's committed size grown by `garbageBytes` since the last collection (V8's
 * own collections empty it but keep the pages)? Then one full collection, which gives the freed pages back. A busy
 * server is never paused by it.
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
    const committed = probe.heapCommitted();
    if (committed - afterLastCollection < options.garbageBytes) {
      // A heap that shrank on its own (V8 gave pages back): measure growth from there.
      afterLastCollection = Math.min(afterLastCollection, committed);
      return false;
    }
    probe.collect();
    afterLastCollection = probe.heapCommitted();
    quiet = 0;
    return true;
  };
}

type CollectGarbage = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** This process's event loop and V8 heap, for `idleCollector`; `gc` is what `node --expose-gc` adds. */
export function processProbe(gc: CollectGarbage, onCollect?: (freedBytes: number) => void): IdleCollectorProbe {
  let last = performance.eventLoopUtilization();
  return {
    utilization() {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, last);
      last = now;
      return since.utilization;
    },
    heapCommitted: () => v8.getHeapStatistics().total_heap_size,
    collect() {
      const before = v8.getHeapStatistics().total_heap_size;
      // 'last-resort': the collection that also hands the freed pages back to the system (a plain one left a test
      // script at 275 MB resident of 322, this at 63 MB).
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      onCollect?.(before - v8.getHeapStatistics().total_heap_size);
    },
  };
}

/**
 * Starts the idle collector when the process may collect (`node --expose-gc`, as `npm start` runs the server:
 * scripts/portal-process.mjs serverNodeArgs); otherwise does nothing. Returns a stop function.
 */
export function startIdleCollector(onCollect?: (freedBytes: number) => void): () => void {
  const gc = (globalThis as { gc?: CollectGarbage }).gc;
  if (!gc) return () => {};
  const tick = idleCollector(processProbe(gc, onCollect));
  const timer = setInterval(tick, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
