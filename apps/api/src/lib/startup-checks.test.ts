import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Starts the real server as an operator would, and answers its exit code and everything it printed. */
function startServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a DATA_DIR the server cannot write', () => {
  it('stops the start with one line naming the folder and what to do, exit code 1', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'data-dir-')), 'not-a-folder');
    writeFileSync(file, 'x');
    const dataDir = path.join(file, 'data');
    const { code, output } = await startServer({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Cannot write to DATA_DIR ${dataDir}`);
    expect(lines[0]).toMatch(/set DATA_DIR to a folder/);
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('says which setting is wrong in the same way', async () => {
    const { code, output } = await startServer({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    expect(output).toContain('PORT');
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
