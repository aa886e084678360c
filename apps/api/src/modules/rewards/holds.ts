import type { Database } from '../../db/client.ts';
import type { HotelSupplier } from '../../gateways/hotels/hotel-supplier.ts';
import type { ToursProvider } from '../../gateways/tours/tours-provider.ts';
import * as repository from './repository.ts';

/** Gives back what a checkout holds at the providers (seats, price locks); an item released already is left alone. */
export async function releaseHolds(
  deps: { db: Database; tours: ToursProvider; hotels: HotelSupplier },
  items: repository.CheckoutItemRow[],
) {
  for (const item of items) {
    if (item.outcome !== 'held' || !item.holdRef) continue;
    if (item.type === 'tour') await deps.tours.cancel(item.holdRef);
    else await deps.hotels.release(item.holdRef);
    await repository.updateCheckoutItem(deps.db, item.id, { outcome: 'released' });
  }
}
