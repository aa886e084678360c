import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { withCliDatabase } from '../../db/cli-database.ts';
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
  const email = values.email.trim().toLowerCase();
  const whileServerRuns = 'have the user reset the password with "Forgot password?" on the console sign-in (that unlocks too)';
  return withCliDatabase(loadConfig(), whileServerRuns, async (database) => {
    await database.oneAtATime(() => database.migrate());
    if (!(await unlockAccount(database.db, email))) {
      console.error(`No console account has the e-mail ${email}.`);
      return 1;
    }
    console.info(`Unlocked ${email}: every address may sign in again, and the account's back-off is reset.`);
    return 0;
  });
}

process.exitCode = await main();
