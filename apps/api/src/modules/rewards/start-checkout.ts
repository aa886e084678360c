import { messages, HOTEL_PRICE_LOCK_MINUTES, type CartItemInput, type Checkout } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { HoldRefusal } from '../../gateways/tours/tours-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { stayOf } from './cart.ts';
import { EXPIRY_JOB, expiryDedupeKey } from './checkout-expiry.ts';
import type { CheckoutView } from './checkout-view.ts';
import type { RewardsDeps } from './deps.ts';
import { tourCancellationPolicy } from './free-cancellation.ts';
import { releaseHolds as releaseHeld } from './holds.ts';
import * as repository from './repository.ts';

const refusalMessage = (refusal: HoldRefusal) =>
  refusal.reason === 'gone'
    ? messages.tourNotAvailable
    : refusal.reason === 'sold_out'
      ? messages.tourSlotSoldOut
      : refusal.reason === 'not_enough'
        ? messages.tourSlotNotEnoughSeats(refusal.remaining)
        : messages.tourPriceTypeNotSold;

/** The cart's checkout: live prices and fresh holds, one open checkout per cart. */
export function createStartCheckout(deps: RewardsDeps, view: CheckoutView) {
  const { db, tours, hotels, pipeline } = deps;
  const now = deps.now ?? (() => new Date());
  const { toCheckout } = view;
  const releaseHolds = (items: repository.CheckoutItemRow[]) => releaseHeld(deps, items);

  return {
    /**
     * Prices the cart afresh and holds every item that can still be bought (tour seats UNCAPTURED, hotel
     * prices locked 15 minutes): the total the cardholder sees, with any price change, before paying.
     */
    async startCheckout(userId: string) {
      const [rows, openCheckouts] = await Promise.all([repository.cartOfUser(db, userId), repository.openCheckoutsOf(db, userId)]);
      if (rows.length === 0) throw new AppError('CONFLICT', messages.cartEmpty);
      // Asked again for the same cart while its holds last (a second click, a reload): the same checkout.
      // Otherwise an earlier unpaid checkout's holds go back first, so nobody holds a slot twice.
      const cartIds = rows
        .map((row) => row.id)
        .sort()
        .join();
      const ofThisCart = (items: repository.CheckoutItemRow[]) =>
        items
          .map((item) => item.cartItemId)
          .sort()
          .join() === cartIds;
      // The one open checkout: its own answer while it lasts (or while it is being paid); a payment under way for
      // another cart is not given up here.
      const openOne = async (checkout: repository.CheckoutRow): Promise<Checkout | undefined> => {
        let open = checkout;
        // Its payment may be long abandoned (the bank's page closed): the gateway is asked before anything is held again.
        if (open.status === 'paying' && open.txnid && (await pipeline.settleNow('cart_checkout', open.txnid)) !== 'pending')
          open = (await repository.findCheckoutById(db, open.id)) ?? open;
        const heldItems = await repository.checkoutItems(db, open.id);
        if (open.status === 'paid' && heldItems.some((item) => item.outcome === 'held')) {
          // Paid, and its booking job has these lines still to book: not a second time.
          if (ofThisCart(heldItems)) return toCheckout(open, heldItems);
          throw new AppError('CONFLICT', messages.checkoutInProgress);
        }
        if (open.status !== 'quoted' && open.status !== 'paying') return undefined;
        if (ofThisCart(heldItems) && (open.status === 'paying' || open.payBy > now())) return toCheckout(open, heldItems);
        if (open.status === 'paying') throw new AppError('CONFLICT', messages.checkoutInProgress);
        if (await repository.moveCheckout(db, open.id, ['quoted'], { status: 'expired' })) await releaseHolds(heldItems);
        return undefined;
      };
      for (const open of openCheckouts) {
        const answer = await openOne(open);
        if (answer) return answer;
      }
      // The tours in one call (one round trip to the sandbox's database), the hotels' price locks beside it.
      const tourInputs = rows.flatMap((row) => {
        const input = row.input as CartItemInput;
        return input.type === 'tour' ? [{ cartItemId: row.id, inventoryId: input.inventory_id, pax: input.pax }] : [];
      });
      // The provider books in the cardholder's name: their contact goes with each hold.
      const tourHolds = (async () => {
        const guest = tourInputs.length > 0 ? await deps.contactOf(userId) : undefined;
        return tours.holdAll(tourInputs.map(({ inventoryId, pax }) => ({ inventoryId, pax, guest })));
      })();
      const items = await Promise.all(
        rows.map(async (row) => {
          const base = {
            cartItemId: row.id,
            type: row.type,
            input: row.input,
            title: row.title,
            startsAt: row.startsAt,
            addedPrice: row.addedPrice,
          };
          const input = row.input as CartItemInput;
          if (input.type === 'tour') {
            const held = (await tourHolds)[tourInputs.findIndex((tour) => tour.cartItemId === row.id)]!;
            if (!held.ok) return { ...base, price: null, outcome: 'unavailable' as const, message: refusalMessage(held) };
            // Sold with the variant's cancellation policy as the provider states it now; unread, it is sold without one.
            const product = await tours.product(input.product_id).catch(() => undefined);
            return {
              ...base,
              price: held.amount,
              outcome: 'held' as const,
              holdRef: held.bookingId,
              cancellationPolicy: tourCancellationPolicy(product, input.variant_id, row.startsAt),
            };
          }
          const lock = await hotels.initiateBooking(input.hotel_id, input.rate_id, stayOf(input));
          return lock
            ? {
                ...base,
                price: lock.price_inr,
                outcome: 'held' as const,
                holdRef: lock.order_token,
                cancellationPolicy: lock.cancellation_policy,
              }
            : { ...base, price: null, outcome: 'unavailable' as const, message: messages.hotelNotAvailable };
        }),
      );
      const held = items.filter((item) => item.outcome === 'held');
      if (held.length === 0) throw new AppError('CONFLICT', messages.cartNothingAvailable);
      const payBy = new Date(now().getTime() + HOTEL_PRICE_LOCK_MINUTES * 60_000);
      const inserted = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const saved = await repository.insertCheckout(
          tx,
          {
            userId,
            status: 'quoted',
            total: held.reduce((sum, item) => sum + item.price!, 0),
            productInfo: held.some((item) => item.type === 'hotel') ? 'hotels' : 'toursActivities',
            priceChanged: held.some((item) => item.price !== item.addedPrice),
            payBy,
          },
          items,
        );
        // Unpaid by its pay-by time, it expires and its holds go back then.
        if (saved)
          await deps.jobs.enqueue(
            EXPIRY_JOB,
            { checkoutId: saved.checkout.id },
            { tx, runAt: payBy, dedupeKey: expiryDedupeKey(saved.checkout.id) },
          );
        return saved;
      });
      if (inserted) return toCheckout(inserted.checkout, inserted.items);
      // Another request for this cart opened its checkout meanwhile (the database keeps one open per cart): these
      // holds go back, and that checkout is the answer.
      for (const item of held) {
        if (item.type === 'tour') await tours.cancel(item.holdRef!);
        else await hotels.release(item.holdRef!);
      }
      const [winner] = await repository.openCheckoutsOf(db, userId);
      const answer = winner && (await openOne(winner));
      if (!answer) throw new AppError('CONFLICT', messages.checkoutInProgress);
      return answer;
    },
  };
}
