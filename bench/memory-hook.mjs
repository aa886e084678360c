// Preloaded into the server by bench/embedded-memory.mjs (node --import): answers { memory: true } over the IPC
// channel with where the process's resident memory is, in MB, so a figure can be split into its parts.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';

const mb = (bytes) => Math.round(bytes / 1048576);

function breakdown() {
  const usage = process.memoryUsage();
  const rollup = readFileSync('/proc/self/smaps_rollup', 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
  return {
    rss: mb(usage.rss),
    // Pages of files mapped in (node's own binary, shared libraries): not the process's to give back.
    fileBacked: mb(kb('Rss') - kb('Anonymous')),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    // PGlite's WebAssembly memory (its whole wasm heap, reserved as it grows) is counted here.
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    malloced: mb(v8.getHeapStatistics().malloced_memory),
  };
}

process.on('message', (message) => {
  if (message?.memory) process.send({ memory: breakdown() });
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
