import { LOW_STOCK_THRESHOLD, type ManagedOffer } from '@portal/contract';
import * as repository from '../repository.ts';
import type { ConsoleActor, ConsoleContext } from './context.ts';

/** The console's offers: the actor's list and one offer. */
export function managedOffers(ctx: ConsoleContext) {
  const { db, toManaged, managedRow } = ctx;
  return {
    /** GET /manage/offers: the actor's offers in any status with their stock (admin: all, or one merchant's). */
    async managedOffers(
      actor: ConsoleActor,
      query: { merchant_id?: string; status?: ManagedOffer['status']; low_stock?: 'true' | 'false'; pending_change?: 'true' | 'false' },
    ) {
      const merchantId = actor.role === 'merchant' ? actor.merchantId : query.merchant_id;
      const rows = await repository.listManagedOffers(db, {
        merchantId,
        status: query.status,
        lowStockAt: query.low_stock === 'true' ? LOW_STOCK_THRESHOLD : undefined,
        pendingChange: query.pending_change === 'true',
      });
      return rows.map((row) => toManaged(actor, row));
    },

    async managedOffer(actor: ConsoleActor, id: string) {
      return toManaged(actor, await managedRow(actor, id));
    },
  };
}
