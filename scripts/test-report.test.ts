import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failureLines } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Outside the repository (run inside its .tmp, Vitest found no test there), seeing the installed Vitest.
const dir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs Vitest on `files` (name to source) and returns its JSON report, as `npm test` reads it. */
function vitestReport(files: Record<string, string>) {
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  const output = path.join(dir, 'report.json');
  spawnSync(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', '--reporter=json', `--outputFile.json=${output}`], { cwd: dir });
  return JSON.parse(readFileSync(output, 'utf8')) as Parameters<typeof failureLines>[0];
}

describe("npm test's list of failed tests", () => {
  it('names each failed test with the first line of why, and a file that failed in a hook with its message', () => {
    const report = vitestReport({
      'journey.test.ts': `import { expect, it } from 'vitest';
it('opens the tour', () => {});
it('picks a slot', () => { expect('Rs.0').toBe('Rs.2,400'); });
it('pays', () => { throw new Error('Timeout 30000ms exceeded.\\nCall log: waiting for a button'); });`,
      'hooks.test.ts': `import { beforeAll, it } from 'vitest';
beforeAll(() => { throw new Error('the server did not start'); });
it('never runs', () => {});`,
    });
    const lines = failureLines(report, dir);
    expect(lines).toContain("journey.test.ts > picks a slot: AssertionError: expected 'Rs.0' to be 'Rs.2,400' // Object.is equality");
    expect(lines).toContain('journey.test.ts > pays: Error: Timeout 30000ms exceeded.');
    expect(lines.filter((line) => line.startsWith('journey.test.ts > '))).toEqual([
      expect.stringContaining('picks a slot'),
      expect.stringContaining('pays'),
    ]);
    expect(lines.find((line) => line.startsWith('hooks.test.ts'))).toMatch(/the server did not start/);
    expect(lines.join('\n')).not.toMatch(/opens the tour/);
    expect(lines.join('\n')).not.toContain('\u001b');
  }, 60_000);

  it('lists at most twenty, cuts a long reason, and says how many more failed', () => {
    const failed = (i: number) => ({ fullName: `test ${i}`, status: 'failed', failureMessages: [`Error: ${'x'.repeat(300)}`] });
    const lines = failureLines(
      {
        testResults: [
          {
            name: '/repo/e2e/a.test.ts',
            status: 'failed',
            startTime: 1,
            assertionResults: Array.from({ length: 23 }, (_, i) => failed(i)),
          },
        ],
      },
      '/repo',
    );
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/^e2e\/a\.test\.ts > test 0: Error: x+…$/);
    expect(lines[0]!.length).toBeLessThanOrEqual('e2e/a.test.ts > test 0: '.length + 240);
    expect(lines[20]).toBe('… and 3 more');
  });
});
