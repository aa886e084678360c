import type { LedgerReport } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import * as repository from './repository.ts';
import { buildLedger } from './rules.ts';

/** The ledger: reads the money tables in one consistent snapshot and applies rules.ts. Never writes. */
export function createLedgerService(db: Database, options: { graceMinutes: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return {
    async report({ days = 30, graceMinutes = options.graceMinutes }: { days?: number; graceMinutes?: number } = {}): Promise<LedgerReport> {
      // One snapshot: a payment settling between two reads must not be counted half in each.
      const rows = await db.transaction(
        async (txRaw) => {
          const tx = txRaw as unknown as Database;
          return {
            fees: await repository.feeLines(tx),
            carts: await repository.cartLines(tx),
            giftCards: await repository.giftCardLines(tx),
            cartLinesBookedTwice: await repository.cartLinesBookedTwice(tx),
            openJobs: await repository.openMoneyJobs(tx),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return buildLedger(rows, { now: now(), graceMinutes, days });
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
