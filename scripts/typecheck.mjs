// `npm run typecheck`: every project the root tsconfig.json lists, each with its own types (no DOM in the
// API, no Node in the web app or the contract), one `tsc --noEmit -p` after another; fails if any fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { references } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

const failed = references
  .map(({ path: project }) => {
    console.info(`tsc --noEmit -p ${project}`);
    return spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' }).status === 0
      ? undefined
      : project;
  })
  .filter(Boolean);

if (failed.length > 0) console.error(`Type errors in ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
