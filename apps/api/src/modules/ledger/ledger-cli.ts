import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { withCliDatabase } from '../../db/cli-database.ts';
import { formatReport } from './format-report.ts';
import { createLedgerService } from './service.ts';

/**
 * `npm run ledger [-- --grace-minutes N] [--days N] [--json]`: the balance and every exception, on the database
 * the server uses (DATABASE_URL, or PGlite in DATA_DIR). Exits 0 when balanced, 1 on any exception, 2 when it
 * cannot read the books.
 */
const usage = 'usage: npm run ledger -- [--grace-minutes N] [--days N] [--json]';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { 'grace-minutes': { type: 'string' }, days: { type: 'string' }, json: { type: 'boolean' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const wholeNumber = (text: string | undefined) => (text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : NaN);
  const graceMinutes = wholeNumber(values['grace-minutes']);
  const days = wholeNumber(values.days);
  if (Number.isNaN(graceMinutes) || Number.isNaN(days) || (days !== undefined && (days < 1 || days > 366))) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'the PostgreSQL server' : `PGlite in ${config.DATA_DIR}`;
  const whileServerRuns = 'read the same report in the staff console (/ops/ledger) as the programme admin';
  const cannotRead = 2;
  return withCliDatabase(
    config,
    whileServerRuns,
    async (database) => {
      try {
        const ledger = createLedgerService(database.db, { graceMinutes: graceMinutes ?? config.LEDGER_GRACE_MINUTES });
        const report = await ledger.report({ days });
        console.info(values.json ? JSON.stringify(report, null, 2) : formatReport(report, where));
        return report.balanced ? 0 : 1;
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause ?? (error as Error);
        console.error(`Could not read the books of ${where} (is it the portal's database, migrated?): ${cause.message}`);
        return cannotRead;
      }
    },
    cannotRead,
  );
}

process.exitCode = await main();
