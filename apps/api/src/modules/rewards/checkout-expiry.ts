import type { Database } from '../../db/client.ts';
import type { HotelSupplier } from '../../gateways/hotels/hotel-supplier.ts';
import type { ToursProvider } from '../../gateways/tours/tours-provider.ts';
import { releaseHolds } from './holds.ts';
import * as repository from './repository.ts';

/** Queued with every checkout, due at its pay-by time. */
export const EXPIRY_JOB = 'rewards.checkout_expiry';
export const expiryDedupeKey = (checkoutId: string) => `rewards-expiry:${checkoutId}`;

/**
 * A checkout nobody paid by its pay-by time expires and gives its seats and price locks back at once, rather than
 * keeping a slot sold out until the provider's own hold lapses an hour later (issue 27, finding 11).
 */
export function createCheckoutExpiry(deps: { db: Database; tours: ToursProvider; hotels: HotelSupplier; now: () => Date }) {
  return async function expire(checkoutId: string) {
    const checkout = await repository.findCheckoutById(deps.db, checkoutId);
    if (!checkout || checkout.status !== 'quoted') return;
    if (checkout.payBy > deps.now()) throw new Error(`checkout ${checkoutId} is payable until ${checkout.payBy.toISOString()}`);
    // Paying starts only while the pay-by time lies ahead, and only from 'quoted': one of the two moves wins.
    const expired = await repository.moveCheckout(deps.db, checkout.id, ['quoted'], { status: 'expired' });
    if (expired) await releaseHolds(deps, await repository.checkoutItems(deps.db, checkout.id));
  };
}
