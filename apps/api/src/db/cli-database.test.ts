import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withCliDatabase } from './cli-database.ts';

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('an operator command on the embedded database', () => {
  it('says what to do instead, and runs nothing, while the server holds the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-db-'));
    folders.push(dataDir);
    // The server's lock: a live process other than this one (the test runner's parent) holds the folder.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const run = vi.fn(async () => 0);

    const exitCode = await withCliDatabase({ DATA_DIR: dataDir }, 'unlock it in the console', run, 7);

    expect(exitCode).toBe(7);
    expect(run).not.toHaveBeenCalled();
    const said = printed.mock.calls.flat().join('\n');
    expect(said).toContain(`is in use by process ${process.ppid}`);
    expect(said).toContain('  - unlock it in the console, or\n');
    expect(said).toContain('stop the server (Ctrl+C in its terminal), run this command again');
  });

  it('runs the command on the database when it is free, and closes it after', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-db-'));
    folders.push(dataDir);
    const answer = await withCliDatabase({ DATA_DIR: dataDir }, 'n/a', async (database) => {
      await database.ping();
      return 3;
    });
    expect(answer).toBe(3);
    // Closed: the lock is gone, so the next command opens it again.
    expect(await withCliDatabase({ DATA_DIR: dataDir }, 'n/a', async () => 0)).toBe(0);
  });
});
