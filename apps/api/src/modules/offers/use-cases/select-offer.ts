import { messages } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';

/** Selecting a bundle's offer: one unit of a group's period. */
export function selectOffer(ctx: OfferContext) {
  const { db, openOffer, usableGroup } = ctx;
  return {
    /** PUT /offers/{id} with status 'selected': one unit of a bundle group's period. */
    async select(viewer: Viewer, offerId: string, groupId: string, clientId: string | undefined) {
      await openOffer(offerId);
      const usable = await usableGroup(viewer, groupId, offerId, undefined, clientId);
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await repository.lockFor(tx, `bundle-units:${viewer.id}:${groupId}`);
        if ((await usable.unitsUsed(tx)) >= usable.group.chooseCount) throw new AppError('QUOTA_EXHAUSTED', messages.offerBundleUsedUp);
        await repository.insertSelection(tx, { userId: viewer.id, bundleGroupId: groupId, offerId, periodKey: usable.periodKey });
      });
      return { status: 'success' as const, msg: messages.offerSelected };
    },
  };
}
