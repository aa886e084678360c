import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startPostgres } from '../scripts/pg-server.mjs';
import { launchBrowser, startPortal, type PortalServer } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface StaffAccount {
  email: string;
  password: string;
  role: 'concierge' | 'admin';
}

/**
 * Like `usePortal`, on a throw-away PostgreSQL (a second process can write to it while the server runs): the
 * console accounts are added from the command line, as an operator adds them (`npm run staff:add`).
 */
export function usePortalOnPostgres(staff: StaffAccount[]) {
  const portal = {} as { server: PortalServer; browser: Browser; postgres: { url: string; stop(): void } };
  beforeAll(async () => {
    portal.postgres = await startPostgres();
    portal.server = await startPortal({ DATABASE_URL: portal.postgres.url });
    for (const account of staff) {
      execFileSync(
        'npm',
        ['run', '-s', 'staff:add', '--', '--email', account.email, '--role', account.role, '--password', account.password],
        { cwd: root, env: { ...process.env, DATABASE_URL: portal.postgres.url }, stdio: 'pipe' },
      );
    }
    portal.browser = await launchBrowser();
  });
  afterAll(async () => {
    await portal.browser?.close();
    await portal.server?.stop();
    portal.postgres?.stop();
  });
  return portal;
}
