import { messages } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import type { ConsoleActor, ConsoleContext } from './context.ts';

/** The admin's decision on a merchant's pending change. */
export function decideChange(ctx: ConsoleContext) {
  const { transaction, managedRow, storedFields, checkChange, applyFields, toManaged } = ctx;
  return {
    /**
     * POST /offers/{id}/pending_change/{approve|reject} (admin): the change the admin saw (`changeId`; the merchant
     * edited it since: 409) made the offer's, or dropped. Either way it stops waiting.
     */
    async decideChange(id: string, decision: 'approve' | 'reject', changeId: string) {
      const admin: ConsoleActor = { role: 'admin' };
      const row = await managedRow(admin, id);
      await transaction(async (tx) => {
        const pending = await repository.lockPendingChange(tx, id);
        if (!pending) throw new AppError('NOT_FOUND');
        if (pending.id !== changeId) throw new AppError('CONFLICT', messages.offerChangeStale);
        if (decision === 'approve') {
          if (row.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
          const fields = storedFields(pending.fields);
          await checkChange(row, fields);
          await applyFields(tx, id, fields);
        }
        await repository.deletePendingChange(tx, id);
      });
      const msg = decision === 'approve' ? messages.offerChangeApproved : messages.offerChangeRejected;
      return { msg, data: toManaged(admin, await managedRow(admin, id)) };
    },
  };
}
