// `npm start`: build the web app when its sources are newer than the build, then run the one server.
// `npm run start:cluster` (--cluster): the same, with one server process per core (apps/api/src/cluster.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const clustered = process.argv.includes('--cluster');
// Without DATABASE_URL, or with rate limits counted per process, the cluster refuses (cluster.ts says why, in
// one line): let it, before any build.
if (clustered && (!process.env.DATABASE_URL || process.env.RATE_LIMIT_STORE === 'memory')) {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cluster.ts'], { cwd: root, stdio: 'inherit' });
  process.exit(status ?? 1);
}
buildWebIfStale();

const entry = clustered ? 'apps/api/src/cluster.ts' : 'apps/api/src/server.ts';
const server = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
