// `npm test`: every suite, in order, then a line per suite (naming its failed tests) and one closing line
// `N passed, N failed` over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPostgres } from './pg-server.mjs';
import { failureLines } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, command, args, env = {}) {
  console.info(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'passed' : 'FAILED'}`);
}

function vitest(label, projects, env = {}) {
  const output = path.join(resultsDir, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  const ok = run(label, 'npx', args, env);
  if (!existsSync(output)) {
    failed++;
    summary.push(`${label}: FAILED (the suite did not run)`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const suiteFailed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  passed += report.numPassedTests;
  failed += suiteFailed;
  if (report.numTotalTests === 0) {
    failed++;
    summary.push(`${label}: FAILED (no test ran)`);
    return;
  }
  summary.push(`${label}: ${report.numPassedTests} passed, ${suiteFailed} failed`);
  summary.push(...failureLines(report, root).map((line) => `  ${line}`));
}

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('format', 'npx', ['prettier', '--check', '.']);
check('typecheck', 'node', ['scripts/typecheck.mjs']);
vitest('unit (contract, web, web components)', ['contract', 'web', 'web-components']);
vitest('api on PGlite', ['api']);
vitest('new kind scaffold', ['scripts']);

let postgres;
let databaseUrl = process.env.DATABASE_URL;
try {
  if (!databaseUrl) {
    postgres = await startPostgres();
    databaseUrl = postgres.url;
  }
  vitest('api on PostgreSQL', ['api'], { TEST_DATABASE_URL: databaseUrl });
} catch (error) {
  console.error(`\nThe PostgreSQL suite cannot run: ${error.message}`);
  failed++;
  summary.push('api on PostgreSQL: FAILED (no server)');
} finally {
  postgres?.stop();
}

if (run('build web app', 'npm', ['run', 'build', '-w', '@portal/web'])) {
  vitest('browser end to end', ['e2e']);
} else {
  failed++;
  summary.push('browser end to end: FAILED (web build failed)');
}

console.info(`\n${summary.join('\n')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
