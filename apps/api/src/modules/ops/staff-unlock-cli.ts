import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirBusyError } from '../../db/data-dir-lock.ts';
import { unlockAccount } from './repository.ts';

/**
 * `npm run staff:unlock -- --email a@b.in`: the operator's way to let a console user in again at once (issue 27
 * finding 12): every address locked by wrong passwords and the account's back-off are cleared. The password stays.
 */
const usage = 'usage: npm run staff:unlock -- --email someone@provider.in';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(
      `${error.message}\nThe portal server is running on the embedded database, which only one process can open. Either:\n` +
        `  - have the user reset the password with "Forgot password?" on the console sign-in (that unlocks too), or\n` +
        `  - stop the server, run this command again, then start the server.`,
    );
    return 1;
  }
  try {
    await database.oneAtATime(() => database.migrate());
    const email = values.email.trim().toLowerCase();
    if (!(await unlockAccount(database.db, email))) {
      console.error(`No console account has the e-mail ${email}.`);
      return 1;
    }
    console.info(`Unlocked ${email}: every address may sign in again, and the account's back-off is reset.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
