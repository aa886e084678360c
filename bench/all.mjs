// `npm run bench`: the core benchmark (bench/run.mjs: ceiling, catalogue, BIN validation, OTP verify on both
// databases) and then each service's own benchmark, one after another so they never share the machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const steps = [
  ['core', [process.execPath, 'bench/run.mjs', ...process.argv.slice(2)]],
  ['golf enquiries', [process.execPath, '--import', 'tsx', 'bench/golf.ts']],
  ['payments', [process.execPath, '--import', 'tsx', 'bench/payments.ts']],
  ['airport transfers', [process.execPath, '--import', 'tsx', 'bench/airport-transfers.ts']],
  ['staff queue with 100,000 bookings', [process.execPath, 'bench/ops-queue.mjs']],
  ['offers with 10,000 offers', [process.execPath, '--import', 'tsx', 'bench/offers.ts']],
  ['rewards: tours and the cart checkout', [process.execPath, '--import', 'tsx', 'bench/rewards.ts']],
  ['airport concierge uploads', [process.execPath, '--expose-gc', '--import', 'tsx', 'bench/airport-concierge-upload.ts', '2000', '10']],
  ['web app in Lighthouse (mobile)', [process.execPath, 'bench/web.mjs']],
];
let failed = 0;
for (const [label, [command, ...args]] of steps) {
  console.info(`\n=== ${label} ===`);
  if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
