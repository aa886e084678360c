// `npm start`: build the web app and the API when their sources are newer than their builds, then run the one
// server as compiled JavaScript (apps/api/dist/server.js; apps/api/build.mjs). `npm run start:cluster`
// (--cluster): the same, with one server process per core (apps/api/dist/cluster.js).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiDist, buildApi, isApiBuildStale } from '../apps/api/build.mjs';
import { serverNodeArgs } from './portal-process.mjs';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clustered = process.argv.includes('--cluster');
// Without DATABASE_URL, or with rate limits counted per process, the cluster refuses (cluster.ts says why, in
// one line): let it, from source, before any build.
if (clustered && (!process.env.DATABASE_URL || process.env.RATE_LIMIT_STORE === 'memory')) {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], { cwd: root, stdio: 'inherit' });
  process.exit(status ?? 1);
}
buildWebIfStale();
if (isApiBuildStale()) {
  console.info('Building the API…');
  await buildApi();
}

const entry = path.join(apiDist, clustered ? 'cluster.js' : 'server.js');
const server = spawn(process.execPath, [...serverNodeArgs, entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
