// Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server, e.g.
//   node scripts/with-postgres.mjs npx vitest run apps/api/src/modules/golf
import { spawnSync } from 'node:child_process';
import { startPostgres } from './pg-server.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}
const server = await startPostgres();
let status = 1;
try {
  status = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } }).status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
