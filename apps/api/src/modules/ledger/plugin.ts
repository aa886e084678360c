import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { ledgerRoutes } from './routes.ts';
import { createLedgerService } from './service.ts';

/** The ledger (issue 27): a read-only report over the money tables, for the console and `npm run ledger`. */
export const ledgerPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(ledgerRoutes(createLedgerService(app.db, { graceMinutes: config.LEDGER_GRACE_MINUTES })));
  },
  { name: 'ledger', dependencies: ['database', 'auth'] },
);
