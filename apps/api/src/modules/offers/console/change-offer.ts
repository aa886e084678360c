import { messages, nextOfferStatus, type OfferChange, type OfferEditableFields } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import { actorOf, type ConsoleActor, type ConsoleContext } from './context.ts';

/** Changing an offer: its fields and its status; a merchant's edit of an approved offer waits for the admin. */
export function changeOffer(ctx: ConsoleContext) {
  const { transaction, managedRow, differs, sealCoupon, storedFields, checkChange, applyFields, toManaged } = ctx;
  return {
    /**
     * PUT /offers/{id} (merchant or admin): its fields, and its status through the state machine as the role allows.
     * A merchant's edit of an offer the admin approved (live or paused) does not touch it: it waits beside it as the
     * pending change the admin approves or rejects (`awaitsApproval`); a draft is still the merchant's to shape.
     */
    async changeOffer(actor: ConsoleActor, id: string, change: OfferChange) {
      const row = await managedRow(actor, id);
      const { status: wanted, ...given } = change;
      const approved = actor.role === 'merchant' && row.status !== 'draft';
      // A merchant's form sends every field: the change is what differs from the offer (or from what already waits).
      const fields = Object.fromEntries(
        Object.entries(given).filter(([key, value]) => value !== undefined && (!approved || differs(row, key, value))),
      ) as OfferEditableFields;
      const move = wanted && wanted !== row.status ? { from: row.status, to: wanted } : undefined;
      if (move && !nextOfferStatus(move.from, move.to, actorOf(actor))) {
        const message = messages.offerStatusNotAllowed(move.from, move.to);
        throw new AppError('INVALID_TRANSITION', message, { status: [message] });
      }
      const editing = Object.keys(fields).length > 0;
      if (editing && row.status === 'expired') throw new AppError('INVALID_TRANSITION', messages.offerExpiredNoEdit);
      const awaitsApproval = editing && approved;
      const sealed = sealCoupon(fields);
      // What the offer would be once approved: the change already waiting, this edit over it.
      await checkChange(row, awaitsApproval ? { ...storedFields(row.pending_change?.fields ?? {}), ...sealed } : sealed);
      const changed = await transaction(async (tx) => {
        if (awaitsApproval) {
          await repository.savePendingChange(tx, id, sealed);
          return move ? repository.updateOffer(tx, id, {}, move) : true;
        }
        return applyFields(tx, id, sealed, move);
      });
      // Someone else moved it first: the caller decides again on what it is now.
      if (!changed) throw new AppError('CONFLICT', messages.offerStatusNotAllowed(row.status, wanted ?? row.status));
      const msg = awaitsApproval ? messages.offerChangeAwaitsApproval : messages.offerUpdated;
      return { msg, data: toManaged(actor, await managedRow(actor, id)), awaitsApproval };
    },
  };
}
