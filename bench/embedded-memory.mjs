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

async function start(checkout, dataDir) {
  const { child, url } = await spawnPortal({
    cwd: checkout,
    entry: compiledEntry,
    env: { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(url, child, 600_000);
  return { child, url };
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

async function measure(checkout, dataDir) {
  const { child, url } = await start(checkout, dataDir);
  const ready = rssMb(child.pid);
  let requests = 0;
  for (const call of calls) requests += (await load({ url: `${url}${call}`, headers: clientHeaders, connections: 20 })).requests;
  const after = rssMb(child.pid);
  await stop(child);
  return { ready, after, requests };
}

const rows = [];
for (const checkout of checkouts.length > 0 ? checkouts : [root]) {
  const { buildApi, isApiBuildStale } = await import(pathToFileURL(path.join(checkout, 'apps/api/build.mjs')).href);
  if (isApiBuildStale()) await buildApi();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-memory-'));
  try {
    const first = await measure(checkout, dataDir);
    const again = await measure(checkout, dataDir);
    rows.push({ checkout, first, again });
    console.info(`${checkout}: first start ${first.ready} -> ${first.after} MB, restart ${again.ready} -> ${again.after} MB`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.info('\n| checkout | first start: ready | after load | restart: ready | after load | requests (first / restart) |');
console.info('| --- | --- | --- | --- | --- | --- |');
for (const { checkout, first, again } of rows) {
  console.info(
    `| ${checkout} | ${first.ready} MB | ${first.after} MB | ${again.ready} MB | ${again.after} MB | ${first.requests} / ${again.requests} |`,
  );
}
