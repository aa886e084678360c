import { rmSync } from 'node:fs';
import { freePort, spawnPortal, waitUntilReady } from '../../../../scripts/portal-process.mjs';

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  base: string;
  /** What the process printed so far (for a failing test's message). */
  output(): string;
  /** The exit code once the process has ended by itself or been stopped; null while it runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
}

export { freePort };

/**
 * The real server (`node --import tsx apps/api/src/server.ts`, or the build's `apps/api/dist/server.js` as
 * `npm start` runs it when `entry` says so) on its own port and data folder, resolved once `/api/ready` answers 200.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, entry?: string): Promise<ServerProcess> {
  const { child, url: base, dataDir } = await spawnPortal({ dataDirPrefix: 'server-process-', env, ...(entry ? { entry } : {}) });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  await waitUntilReady(base, child, timeoutMs).catch(async (error: Error) => {
    await stop();
    throw new Error(`the server did not start (${error.message}):\n${output}`);
  });
  return { base, output: () => output, exitCode: () => child.exitCode, stop };
}
