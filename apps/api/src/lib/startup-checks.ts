import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirBusyError } from '../db/data-dir-lock.ts';

/** A start that cannot go on for a reason the operator can fix: said in one line, exit code 1. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const remedies: Record<string, string> = {
  EACCES: 'make it writable by the user running the server (chown or chmod), or set DATA_DIR to a folder it can write',
  EPERM: 'make it writable by the user running the server (chown or chmod), or set DATA_DIR to a folder it can write',
  EROFS: 'it is on a read-only file system: set DATA_DIR to a writable folder',
  ENOSPC: 'the disk holding it is full: free some space, or set DATA_DIR to a folder on another disk',
  EDQUOT: 'the disk quota is used up: free some space, or set DATA_DIR to a folder on another disk',
  ENOTDIR: 'part of that path is a file, not a folder: set DATA_DIR to a folder',
};

/** The embedded database and uploads live under DATA_DIR: prove it can be written before anything opens it. */
export function checkDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    throw new StartupError(
      `Cannot write to DATA_DIR ${dataDir} (${code}): ${remedies[code] ?? 'check the folder and its disk, or set DATA_DIR to a writable folder'}.`,
    );
  }
}

/** One line for the failures an operator can fix; undefined for anything else (a bug: its stack helps). */
export function explainStartupFailure(error: unknown): string | undefined {
  if (error instanceof StartupError) return error.message;
  if (error instanceof DataDirBusyError) return `${error.message} Stop that process first, or set DATA_DIR to another folder.`;
  if (error instanceof Error && error.message.startsWith('Invalid configuration:')) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = (error as NodeJS.ErrnoException | undefined)?.path;
  if (code && where && remedies[code]) return `Cannot use ${where} (${code}): ${remedies[code]}.`;
  return undefined;
}
