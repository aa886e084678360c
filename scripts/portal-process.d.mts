/** Types for portal-process.mjs, for the TypeScript tests and benchmarks that start the real server. */
import type { ChildProcess, StdioOptions } from 'node:child_process';

export const repoRoot: string;
export const compiledEntry: string;
/** Node's flags for the compiled server (npm start, the benches, the test harness). */
export const serverNodeArgs: string[];
/** The kernel's ephemeral port range (where `listen(0)` and outgoing connections take ports). */
export function ephemeralPortRange(): { low: number; high: number };
/** A free port below the ephemeral range, so no other process's `listen(0)` or connection can take it first. */
export function freePort(): Promise<number>;
export function spawnPortal(options?: {
  /** The checkout whose server runs (default: this one). */
  cwd?: string;
  /** The entry, relative to cwd (default: apps/api/src/server.ts, through tsx; a .js entry runs as it is). */
  entry?: string;
  /** Node flags before the entry (and `--import tsx`). */
  nodeArgs?: string[];
  env?: Record<string, string>;
  stdio?: StdioOptions;
  dataDirPrefix?: string;
}): Promise<{ child: ChildProcess; port: number; url: string; dataDir: string }>;
export function waitUntilReady(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;
