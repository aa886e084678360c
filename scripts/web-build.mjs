// Builds the web app when its sources (or the contract's) are newer than the build: `npm start` and
// `npm run start:cluster` serve apps/web/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** Exits with the build's status when the build fails. */
export function buildWebIfStale() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts']
    .map((p) => path.join(web, p))
    .concat(path.join(root, 'packages/contract/src'));
  const stale = !existsSync(builtIndex) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(builtIndex).mtimeMs;
  if (!stale) return;
  console.info('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
