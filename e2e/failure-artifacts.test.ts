import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A failed browser test keeps what a person needs to see why (screenshot, HTML, console) and its failure message
 * says where. Proven on a nested vitest run of a fixture that fails on purpose with its page open.
 */
describe('a failed browser test', () => {
  it('keeps its open page as a screenshot, HTML and console log, named in the failure message', () => {
    const kept = mkdtempSync(path.join(os.tmpdir(), 'e2e-failures-'));
    try {
      const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
      // The outer run's VITEST_* variables would make the nested one a worker of it.
      const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
      const run = spawnSync(process.execPath, [vitest, 'run', '--root', 'e2e/fixtures', '--config', 'vitest.config.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...env, E2E_FAILURES_DIR: kept, CI: '1', NO_COLOR: '1' },
      });
      const output = run.stdout + run.stderr;
      expect(run.status, output).toBe(1);
      expect(output).toMatch(/1 failed \| 1 passed/);

      // One folder, for the failed test only, named in its failure message beside the assertion's own words.
      expect(readdirSync(kept)).toEqual(['failing-page.fixture.ts--shows-the-booking-it-was-asked-for']);
      const dir = path.join(kept, 'failing-page.fixture.ts--shows-the-booking-it-was-asked-for');
      expect(output).toContain(`Pages kept in ${path.relative(root, dir)}/ (screenshot, HTML, console)`);
      expect(output).toContain("expected 'No booking yet' to be 'Your golf game'");

      expect(readdirSync(dir).sort()).toEqual(['README.txt', 'page-1.console.log', 'page-1.html', 'page-1.png']);
      expect(readFileSync(path.join(dir, 'page-1.png')).subarray(1, 4).toString()).toBe('PNG');
      expect(readFileSync(path.join(dir, 'page-1.html'), 'utf8')).toContain('<p>No booking yet</p>');
      expect(readFileSync(path.join(dir, 'page-1.console.log'), 'utf8')).toMatch(/warning: the list came back empty/);
      expect(existsSync(path.join(kept, 'failing-page.fixture.ts--passes-without-keeping-anything'))).toBe(false);
    } finally {
      rmSync(kept, { recursive: true, force: true });
    }
  });
});
