import { messages, type Checkout } from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import type { RewardsDeps } from './deps.ts';
import * as repository from './repository.ts';

/** A checkout as the cardholder sees it: the quote, or what became of each item after paying. */
export function createCheckoutView(deps: RewardsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function toCheckout(checkout: repository.CheckoutRow, items?: repository.CheckoutItemRow[]): Promise<Checkout> {
    const rows = items ?? (await repository.checkoutItems(db, checkout.id));
    const message =
      checkout.status === 'failed'
        ? messages.checkoutPaymentFailed
        : checkout.status === 'quoted' && checkout.priceChanged
          ? messages.cartPriceChanged
          : null;
    // Paid, with items its booking job has still to book: the return page keeps asking, as while the bank decides.
    const booking = checkout.status === 'paid' && rows.some((item) => item.outcome === 'held');
    return {
      id: checkout.id,
      status: booking ? 'paying' : checkout.status === 'quoted' && checkout.payBy <= now() ? 'expired' : checkout.status,
      currency: 'INR',
      total: checkout.total,
      price_changed: checkout.priceChanged,
      product_info: checkout.productInfo,
      pay_by: checkout.payBy.toISOString(),
      message,
      items: rows.map((item) => ({
        cart_item_id: item.cartItemId,
        type: item.type,
        title: item.title,
        starts_at: item.startsAt.toISOString(),
        check_out: typeof item.input.check_out === 'string' ? item.input.check_out : null,
        added_price: item.addedPrice,
        price: item.price,
        price_changed: item.price !== null && item.price !== item.addedPrice,
        outcome: item.outcome,
        message: item.message,
        booking_id: item.bookingId,
        cancellation_policy: item.cancellationPolicy ?? null,
      })),
    };
  }

  return {
    toCheckout,

    async checkout(userId: string, id: string) {
      const checkout = await repository.findCheckout(db, userId, id);
      if (!checkout) throw new AppError('NOT_FOUND');
      return toCheckout(checkout);
    },
  };
}
export type CheckoutView = ReturnType<typeof createCheckoutView>;
