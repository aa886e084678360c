import { messages, parseVoucherCsv, VOUCHER_FILE_MAX_ROWS, type VoucherUploadResult } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import type { ConsoleActor, ConsoleContext } from './context.ts';

/** A voucher offer's codes from a CSV file. */
export function uploadVouchers(ctx: ConsoleContext) {
  const { db, cipher, transaction, managedRow } = ctx;
  return {
    /**
     * POST /offers/{id}/vouchers: each row of the CSV loaded or rejected with its reason; with dry_run nothing is
     * loaded (the preview). Codes are stored sealed, with a keyed hash that finds the ones already in the pool.
     */
    async uploadVouchers(actor: ConsoleActor, offerId: string, csv: string, dryRun: boolean): Promise<VoucherUploadResult> {
      const offer = await managedRow(actor, offerId);
      if (offer.offer_type !== 'voucher') throw new AppError('CONFLICT', messages.offerNotVoucher);
      if (offer.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
      const { codes, rejected } = parseVoucherCsv(csv);
      if (codes.length + rejected.length > VOUCHER_FILE_MAX_ROWS) {
        const message = messages.voucherFileTooManyRows(VOUCHER_FILE_MAX_ROWS);
        throw new AppError('VALIDATION_FAILED', message, { vouchers_file: [message] });
      }
      const hashed = codes.map((c) => ({ ...c, hash: cipher.hash(c.code) }));
      const inPool = await repository.codeHashesInPool(
        db,
        offerId,
        hashed.map((c) => c.hash),
      );
      const fresh = hashed.filter((c) => !inPool.has(c.hash));
      const added = dryRun
        ? new Set(fresh.map((c) => c.hash))
        : await transaction((tx) =>
            repository.insertVoucherCodes(
              tx,
              offerId,
              fresh.map((c) => ({ codeEncrypted: cipher.encrypt(c.code), codeHash: c.hash })),
            ),
          );
      const refused = hashed.filter((c) => !added.has(c.hash)).map((c) => ({ row: c.row, reason: messages.voucherRowAlreadyInPool }));
      return {
        loaded: added.size,
        rejected: [...rejected, ...refused].sort((a, b) => a.row - b.row),
        stock_left: await repository.freeCodes(db, offerId),
        dry_run: dryRun,
      };
    },
  };
}
