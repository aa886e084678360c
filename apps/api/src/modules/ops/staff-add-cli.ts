import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { addStaffSchema } from '@portal/contract';
import { loadConfig } from '../../config.ts';
import { withCliDatabase } from '../../db/cli-database.ts';
import { createUserDirectory } from '../identity/index.ts';
import { hashPassword } from './password.ts';
import { insertStaff } from './repository.ts';

/** `npm run staff:add -- --email a@b.in --role concierge|admin [--name …] [--password …]`. */
const usage = 'usage: npm run staff:add -- --email someone@provider.in --role concierge|admin [--name "Full Name"] [--password …]';

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.role) {
    console.error(usage);
    return 2;
  }
  let password = values.password;
  if (password === undefined) {
    if (!process.stdin.isTTY) {
      console.error('No --password given and no terminal to ask on.\n' + usage);
      return 2;
    }
    password = await askHidden('Password (at least 12 characters): ');
    if ((await askHidden('Same password again: ')) !== password) {
      console.error('The two passwords differ.');
      return 1;
    }
  }
  const parsed = addStaffSchema.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email.split('@')[0],
    password,
  });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    return 1;
  }

  const whileServerRuns = 'sign in to the staff console (/ops) as an admin and add the account under "Staff"';
  return withCliDatabase(loadConfig(), whileServerRuns, async (database) => {
    await database.oneAtATime(() => database.migrate());
    const id = await insertStaff(database.db, createUserDirectory(database.db), {
      ...parsed.data,
      passwordHash: await hashPassword(parsed.data.password),
    });
    if (!id) {
      console.error(`A staff account with the e-mail ${parsed.data.email} already exists.`);
      return 1;
    }
    console.info(`Added ${parsed.data.role} ${parsed.data.email}. They sign in at /ops.`);
    return 0;
  });
}

process.exitCode = await main();
