import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BatchedLogDestination, stdoutLogDestination } from './log-destination.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function recorder() {
  const chunks: string[] = [];
  let flushedSync = 0;
  return {
    chunks,
    flushes: () => flushedSync,
    sink: { write: (chunk: string) => chunks.push(chunk), flushSync: () => void flushedSync++ },
  };
}

describe('the batched log destination', () => {
  it('hands the lines of one turn to the sink as one string, in order, after the turn', async () => {
    const { chunks, sink } = recorder();
    const destination = new BatchedLogDestination(sink);
    destination.write('first\n');
    destination.write('second\n');
    destination.write('third\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['first\nsecond\nthird\n']);

    destination.write('fourth\n');
    await nextTurn();
    expect(chunks).toEqual(['first\nsecond\nthird\n', 'fourth\n']);
  });

  it('writes what it gathered, and has the sink write what it holds, when flushed synchronously', () => {
    const { chunks, flushes, sink } = recorder();
    const destination = new BatchedLogDestination(sink);
    destination.write('last words\n');
    destination.flushSync();
    expect(chunks).toEqual(['last words\n']);
    expect(flushes()).toBe(1);
  });

  it('adds one exit listener however many destinations a process makes (a test process builds many apps)', () => {
    stdoutLogDestination();
    const listeners = process.listenerCount('exit');
    for (let i = 0; i < 20; i++) stdoutLogDestination();
    expect(process.listenerCount('exit')).toBe(listeners);
  });

  it('loses no line of standard output when the process exits in the turn that logged it', () => {
    const script = `
      import { stdoutLogDestination } from './apps/api/src/lib/log-destination.ts';
      const log = stdoutLogDestination();
      for (let i = 1; i <= 2000; i++) log.write('line ' + i + '\\n');
      process.exit(0);
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const lines = child.stdout.trim().split('\n');
    expect(lines).toHaveLength(2000);
    expect(lines.at(-1)).toBe('line 2000');
  });
});
