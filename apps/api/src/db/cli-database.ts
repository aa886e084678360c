import { openDatabase, type DatabaseHandle } from './client.ts';
import { DataDirBusyError } from './data-dir-lock.ts';

/**
 * An operator's command (`staff:add`, `staff:unlock`, `ledger`) on the database the server uses. The embedded
 * database opens in one process only, so while the server runs the command says what to do instead
 * (`whileServerRuns`, e.g. the console page that does the same) and answers `busyExitCode`.
 */
export async function withCliDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  whileServerRuns: string,
  run: (database: DatabaseHandle) => Promise<number>,
  busyExitCode = 1,
): Promise<number> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(
      `${error.message}\nThe portal server is running on the embedded database, which only one process can open. Either:\n` +
        `  - ${whileServerRuns}, or\n` +
        `  - stop the server (Ctrl+C in its terminal), run this command again, then start the server.`,
    );
    return busyExitCode;
  }
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
