import { messages, paidBookingKinds, type PaidBookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import type { BookingHolder, HotelSupplier } from '../../gateways/hotels/hotel-supplier.ts';
import type { JobService } from '../jobs/index.ts';
import type { ReceiptRequest } from '../notifications/index.ts';
import type { ToursProvider } from '../../gateways/tours/tours-provider.ts';
import type { CartPayment } from './cart-payment.ts';
import { newCode } from './codes.ts';
import * as repository from './repository.ts';

/** The booking a paid item becomes: with its voucher, or (its provider failed after payment) refunded. */
function bookingOf(checkout: repository.CheckoutRow, item: repository.CheckoutItemRow, providerReference: string | undefined) {
  const type: PaidBookingType = item.type === 'tour' ? 'TourBooking' : 'HotelBooking';
  const ok = providerReference !== undefined;
  return {
    reference: newCode(paidBookingKinds[type].referencePrefix),
    userId: checkout.userId,
    type,
    status: ok ? (type === 'TourBooking' ? ('pending' as const) : ('confirmed' as const)) : ('refunded' as const),
    title: item.title,
    amount: item.price!,
    serviceAt: item.startsAt,
    details: item.input,
    providerReference: providerReference ?? null,
    cancellationPolicy: item.cancellationPolicy,
    voucherCode: ok ? newCode('V') : null,
    checkoutItemId: item.id,
    message: ok ? null : messages.checkoutItemRefunded(item.title),
  };
}

/** Asks the hotel supplier again, a while after a refund, whether a booking it failed to confirm appeared after all. */
export const HOTEL_LATE_BOOKING_JOB = 'rewards.hotel_late_booking';
const LATE_BOOKING_CHECK_AFTER_MS = 5 * 60_000;

/** APItude's booking holder: the cardholder's name split in two (both are required). */
export function holderOf(name: string | null | undefined): BookingHolder {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { name: 'Guest', surname: 'Guest' };
  return { name: words.slice(0, -1).join(' ') || words[0]!, surname: words.at(-1)! };
}

/**
 * The booking job of a paid cart (FULFIL_JOB): captures each item still held with its provider and books it, or,
 * if its provider fails, refunds it alone. Safe to run again after any crash: a provider answers a repeated capture
 * or booking as it did the first time, and an item leaves 'held' once, with its booking, in one transaction.
 */
export function createCartFulfilment(deps: {
  db: Database;
  tours: ToursProvider;
  hotels: HotelSupplier;
  cartPayment: CartPayment;
  jobs: JobService;
  contactOf: (userId: string) => Promise<{ name: string | null } | undefined>;
  /** The notifications module's receipt queue (SMS and e-mail, once per key). */
  queueReceipt: (request: ReceiptRequest) => Promise<void>;
}) {
  const { db, tours, hotels } = deps;
  return async function fulfil(checkoutId: string) {
    const checkout = await repository.findCheckoutById(db, checkoutId);
    if (!checkout || checkout.status !== 'paid') return;
    const items = await repository.checkoutItems(db, checkout.id);
    const held = items.filter((item) => item.outcome === 'held');
    const tourItems = held.filter((item) => item.type === 'tour');
    const captures = await tours.captureAll(
      tourItems.map((item) => item.holdRef!),
      checkout.id,
    );
    const references = new Map<string, string | undefined>(
      tourItems.map((item, i) => [item.id, captures[i]!.ok ? item.holdRef! : undefined]),
    );
    const uncertain = new Set<string>();
    const hotelItems = held.filter((item) => item.type === 'hotel');
    const holder = hotelItems.length > 0 ? holderOf((await deps.contactOf(checkout.userId))?.name) : undefined;
    for (const item of hotelItems) {
      const booked = await hotels.createBooking(item.holdRef!, holder);
      references.set(item.id, booked.ok ? booked.supplierReference : undefined);
      if (!booked.ok && booked.reason === 'uncertain') uncertain.add(item.id);
    }
    if (held.length > 0) faultPoint('cart.captured');
    for (const item of held) {
      const reference = references.get(item.id);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const refused = reference === undefined;
        const settled = await repository.settleHeldItem(
          tx,
          item.id,
          refused
            ? { outcome: 'refunded', message: messages.checkoutItemRefunded(item.title), refundStatus: 'requested' }
            : { outcome: 'booked', message: null },
          bookingOf(checkout, item, reference),
        );
        if (settled && refused) await deps.cartPayment.refundItems(tx, [item]);
        // Refunded while the supplier may still confirm it: that late booking is cancelled, not left unpaid for.
        if (settled && uncertain.has(item.id))
          await deps.jobs.enqueue(
            HOTEL_LATE_BOOKING_JOB,
            { orderToken: item.holdRef },
            { tx, runAt: new Date(Date.now() + LATE_BOOKING_CHECK_AFTER_MS), dedupeKey: `hotel-late:${item.holdRef}`, maxAttempts: 12 },
          );
      });
    }
    await repository.removeFromCart(
      db,
      checkout.userId,
      items.filter((item) => item.outcome !== 'unavailable').map((item) => item.cartItemId),
    );
    await queueCartReceipt(checkout);
  };

  /**
   * The payment's receipt, once every paid item is booked or refunded: what each became, with its voucher. Queued
   * after the bookings (a run that dies before it queues it again; the checkout's key sends it once).
   */
  async function queueCartReceipt(checkout: repository.CheckoutRow) {
    const paid = (await repository.checkoutItems(db, checkout.id)).filter((i) => i.outcome === 'booked' || i.outcome === 'refunded');
    if (paid.length === 0) return;
    const bookings = new Map(
      (
        await repository.bookingsOfItems(
          db,
          paid.map((i) => i.id),
        )
      ).map((b) => [b.checkoutItemId, b]),
    );
    await deps.queueReceipt({
      key: `cart:${checkout.id}`,
      userId: checkout.userId,
      receipt: {
        kind: 'cart',
        total: checkout.total,
        items: paid.map((item) => {
          const booking = bookings.get(item.id);
          return {
            title: item.title,
            startsAt: item.startsAt.toISOString(),
            outcome: item.outcome,
            reference: booking?.reference ?? null,
            voucherCode: booking?.voucherCode ?? null,
            price: item.price,
          };
        }),
      },
    });
  }
}
