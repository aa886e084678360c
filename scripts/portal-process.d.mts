/** Types for portal-process.mjs, for the TypeScript tests and benchmarks that start the real server. */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const repoRoot: string;
export function freePort(): Promise<number>;
export function spawnPortal(options?: {
  /** The checkout whose server runs (default: this one). */
  cwd?: string;
  /** The entry, relative to cwd (default: apps/api/src/server.ts). */
  entry?: string;
  /** Node flags before `--import tsx`. */
  nodeArgs?: string[];
  env?: Record<string, string>;
  stdio?: StdioOptions;
  dataDirPrefix?: string;
}): Promise<{ child: ChildProcess; port: number; url: string; dataDir: string }>;
export function waitUntilReady(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
