import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { explainStartupFailure } from '../lib/startup-checks.ts';
import { defaultPgliteSettings, openDatabase, PGLITE_POSTGRES_MAJOR } from './client.ts';

it("opens the embedded database with PostgreSQL's message levels, not PGlite's debug ones", async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    const show = async (setting: string) =>
      ((await handle.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![setting];
    // At debug3 every statement sent back notices carrying its whole text ("parse …", "bind … to …").
    expect(await show('client_min_messages')).toBe('notice');
    expect(await show('log_min_messages')).toBe('warning');
  } finally {
    await handle.close();
  }
});

it('runs the embedded database with a small buffer pool, and takes PGLITE_SETTINGS over it', async () => {
  const show = async (handle: Awaited<ReturnType<typeof openDatabase>>, setting: string) =>
    ((await handle.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![setting];
  const small = await openDatabase({ dataDir: 'memory://' });
  try {
    expect(await show(small, 'shared_buffers')).toBe(defaultPgliteSettings.shared_buffers);
    expect(await show(small, 'work_mem')).toBe(defaultPgliteSettings.work_mem);
    expect(await show(small, 'server_version_num')).toMatch(new RegExp(`^${PGLITE_POSTGRES_MAJOR}`));
  } finally {
    await small.close();
  }
  const { pgliteSettings } = testConfig({ PGLITE_SETTINGS: 'shared_buffers=32MB, work_mem=3MB' });
  const overridden = await openDatabase({ dataDir: 'memory://', pgliteSettings });
  try {
    expect([await show(overridden, 'shared_buffers'), await show(overridden, 'work_mem')]).toEqual(['32MB', '3MB']);
    expect(await show(overridden, 'temp_buffers')).toBe(defaultPgliteSettings.temp_buffers);
  } finally {
    await overridden.close();
  }
});

it('refuses a PGLITE_SETTINGS that is not a list of name=value', () => {
  expect(() => testConfig({ PGLITE_SETTINGS: 'shared_buffers 32MB' })).toThrow(/PGLITE_SETTINGS/);
});

describe('a data folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'client-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('made by an older PGlite (another PostgreSQL major) is refused at start in one line that names it and says what to do', async () => {
    // PGlite 0.3's folders are PostgreSQL 17's: PG_VERSION is what PostgreSQL itself checks first.
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const failure = await openDatabase({ dataDir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const line = explainStartupFailure(failure);
    expect(line).toBe(
      `The embedded database in ${path.join(dataDir, 'pglite')} was made by PostgreSQL 17 (an older release of the portal); this ` +
        `release runs PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it. Move that folder aside (or delete it) and start again ` +
        `for a new, seeded database; to keep its data, dump it with the older release (pg_dump) and load the dump into the new one.`,
    );
    // The folder is not taken: the next start (after the operator moves it) finds no lock of ours.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('is made on first open and opened again with the same data', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await first.db.execute(sql.raw('create table kept (word text)'));
      await first.db.execute(sql.raw(`insert into kept values ('still here')`));
    } finally {
      await first.close();
    }
    expect(readFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_POSTGRES_MAJOR);
    const again = await openDatabase({ dataDir });
    try {
      const { rows } = (await again.db.execute(sql.raw('select word from kept'))) as unknown as { rows: { word: string }[] };
      expect(rows).toEqual([{ word: 'still here' }]);
    } finally {
      await again.close();
    }
  });
});
