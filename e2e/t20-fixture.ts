import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { addDays, istDate } from '@portal/contract';
import { usePortal } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface T20Fixture {
  id: string;
  home_team: string;
  away_team: string;
  stadium: string;
  city: string;
  starts_at: string;
  stands: string[];
}

/** A match `daysAhead` days from today (India's date) at 19:30 IST. */
export const matchStartsIn = (daysAhead: number) => `${addDays(istDate(new Date()), daysAhead)}T19:30:00+05:30`;

/**
 * A portal on its own data folder with `fixture` imported before it starts (the demo seed then adds the rest).
 * T20 requests close 3 days before the match, so a test brings its own fixture weeks ahead instead of relying on
 * the demo catalogue's dates.
 */
export function usePortalWithT20Fixture(fixture: T20Fixture) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${fixture.id.toLowerCase()}-`));
  beforeAll(() => {
    const file = path.join(dataDir, 'fixture.json');
    writeFileSync(file, JSON.stringify({ t20_fixtures: [fixture] }));
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/import-cli.ts', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
  });
  const portal = usePortal({ DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return portal;
}
