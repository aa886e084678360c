import pino from 'pino';

/** What the lines are handed to: pino's asynchronous destination (sonic-boom), or a test's recorder. */
export interface LogSink {
  write(chunk: string): unknown;
  flushSync?(): void;
}

/**
 * Log lines gathered for one turn of the event loop and handed to the sink as one string. Sonic-boom measures the
 * byte length of its whole pending buffer on every write (`Buffer.byteLength` of a string it keeps appending to), so
 * under load each 180-byte access line cost a pass over up to 16 KB; one write per turn costs one pass per turn.
 * The lines keep their order (pino's own lines come through here too) and none is held past the turn.
 */
export class BatchedLogDestination {
  private pending: string[] = [];
  private scheduled = false;

  constructor(readonly sink: LogSink) {}

  write(line: string) {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.handOver);
    }
  }

  /** Writes what is gathered, and what the sink holds, before the process ends. */
  flushSync() {
    this.handOver();
    this.sink.flushSync?.();
  }

  private readonly handOver = () => {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const chunk = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    this.sink.write(chunk);
  };
}

// One exit listener for every destination made (a test process builds many apps): each is held weakly, so an app
// that is gone does not keep its destination alive.
const toFlushAtExit = new Set<WeakRef<BatchedLogDestination>>();
let listening = false;
function flushAllAtExit() {
  for (const held of toFlushAtExit) held.deref()?.flushSync();
}

/** Standard output, asynchronously: what a request logs is written after it is answered, and all of it at exit. */
export function stdoutLogDestination(): BatchedLogDestination {
  const destination = new BatchedLogDestination(pino.destination({ dest: 1, sync: false }));
  for (const held of toFlushAtExit) if (held.deref() === undefined) toFlushAtExit.delete(held);
  if (!listening) process.once('exit', flushAllAtExit);
  listening = true;
  toFlushAtExit.add(new WeakRef(destination));
  return destination;
}
