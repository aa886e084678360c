// `npm run typecheck`: every project the root tsconfig.json lists, each with its own types (no DOM in the
// API, no Node in the web app or the contract), `tsc --noEmit -p` for each, as many at once as the machine
// has cores; fails if any fails. Each keeps tsc's incremental state in .tmp/typecheck/, so a second run
// re-checks only what changed since (a fresh clone checks everything).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { references } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const stateDir = path.join(root, '.tmp', 'typecheck');
mkdirSync(stateDir, { recursive: true });

/** Runs tsc for one project; resolves with its output (printed whole, so parallel runs do not interleave). */
function check(project) {
  const buildInfo = path.join(stateDir, `${project.replace(/\W+/g, '-')}.tsbuildinfo`);
  const args = [tsc, '--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ project, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = references.map(({ path: project }) => project);
const results = [];
const workers = Array.from({ length: Math.min(queue.length, os.availableParallelism()) }, async () => {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    console.info(`tsc --noEmit -p ${project}${result.ok ? '' : ' FAILED'}`);
    process.stdout.write(result.output);
    results.push(result);
  }
});
await Promise.all(workers);

const failed = results.filter((r) => !r.ok).map((r) => r.project);
if (failed.length > 0) console.error(`Type errors in ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
