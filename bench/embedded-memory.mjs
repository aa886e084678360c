// The embedded server's resident memory (issue 31, decision 022): the built server (`npm start`'s
// apps/api/dist/server.js) on PGlite, measured at ready and after a short catalogue load, on a first start
// (initdb, migrations, seed) and on a restart over the same data folder. RSS is a size, not a timing: a busy
// machine barely moves it. Compare checkouts in one run:
//   node bench/embedded-memory.mjs [checkout ...]     (default: this one)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledEntry, spawnPortal, waitUntilReady } from '../scripts/portal-process.mjs';
import { clientHeaders, load, root, rssMb } from './lib.mjs';

const checkouts = process.argv.slice(2).map((folder) => path.resolve(folder));
const calls = ['/api/core/cards', '/api/booking/golf_course_lists?session_type=play'];
const hook = pathToFileURL(path.join(import.meta.dirname, 'memory-hook.mjs')).href;

async function start(checkout, dataDir) {
  const { child, url } = await spawnPortal({
    cwd: checkout,
    entry: compiledEntry,
    nodeArgs: ['--import', hook],
    env: { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitUntilReady(url, child, 600_000);
  return { child, url };
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** The server's memory in parts (bench/memory-hook.mjs), RSS read from outside as the other figures are. */
const parts = (child) =>
  new Promise((resolve) => {
    child.once('message', ({ memory }) => resolve({ ...memory, rss: rssMb(child.pid) }));
    child.send({ memory: true });
  });

async function measure(checkout, dataDir) {
  const started = performance.now();
  const { child, url } = await start(checkout, dataDir);
  const readyMs = Math.round(performance.now() - started);
  const ready = await parts(child);
  let requests = 0;
  for (const call of calls) requests += (await load({ url: `${url}${call}`, headers: clientHeaders, connections: 20 })).requests;
  const after = await parts(child);
  await stop(child);
  return { ready, after, requests, readyMs };
}

const split = ({ rss, heapUsed, heapTotal, external, fileBacked }) =>
  `${rss} MB (heap ${heapUsed}/${heapTotal}, external ${external}, file-backed ${fileBacked})`;

const rows = [];
for (const checkout of checkouts.length > 0 ? checkouts : [root]) {
  const { buildApi, isApiBuildStale } = await import(pathToFileURL(path.join(checkout, 'apps/api/build.mjs')).href);
  if (isApiBuildStale()) await buildApi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-memory-'));
  try {
    const first = await measure(checkout, dataDir);
    const again = await measure(checkout, dataDir);
    rows.push({ checkout, first, again });
    console.info(
      `${checkout}: first start ${first.ready.rss} -> ${first.after.rss} MB, restart ${again.ready.rss} -> ${again.after.rss} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.info(
  '\n| checkout | first start: ready | after load | restart: ready | after load | requests (first / restart) | ready in (first / restart) |',
);
console.info('| --- | --- | --- | --- | --- | --- | --- |');
for (const { checkout, first, again } of rows) {
  console.info(
    `| ${checkout} | ${first.ready.rss} MB | ${first.after.rss} MB | ${again.ready.rss} MB | ${again.after.rss} MB | ${first.requests} / ${again.requests} | ${first.readyMs} / ${again.readyMs} ms |`,
  );
}
// RSS in parts: V8's heap (used / committed), external memory (PGlite's WebAssembly memory, most of it) and
// pages of mapped files (node's binary); the rest is compiled code (PGlite's wasm in two tiers, JIT) and malloc.
console.info('\n| checkout | first start: after load | restart: after load |');
console.info('| --- | --- | --- |');
for (const { checkout, first, again } of rows) console.info(`| ${checkout} | ${split(first.after)} | ${split(again.after)} |`);
