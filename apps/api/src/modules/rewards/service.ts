import { createHmac } from 'node:crypto';
import {
  bookingKinds,
  bookingStatusLabels,
  maskCardNumber,
  messages,
  paidBookingKinds,
  tourTotal,
  HOTEL_PRICE_LOCK_MINUTES,
  type BookingType,
  type CartItem,
  type CartItemInput,
  type Checkout,
  type CheckoutPay,
  type ExpeditionEnquiry,
  type PaidBookingType,
  type TourPax,
  type UserBooking,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { HotelSupplier, Stay } from '../../gateways/hotels/hotel-supplier.ts';
import type { HoldRefusal, ToursProvider } from '../../gateways/tours/tours-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRow } from '../bookings/index.ts';
import type { JobService } from '../jobs/index.ts';
import type { PaymentPipeline } from '../payments/index.ts';
import type { CartPayment } from './cart-payment.ts';
import { EXPIRY_JOB, expiryDedupeKey } from './checkout-expiry.ts';
import { newCode } from './codes.ts';
import { expeditionDetails } from './expeditions.ts';
import { releaseHolds as releaseHeld } from './holds.ts';
import * as repository from './repository.ts';
const OFFERS_TOKEN_MINUTES = 15;

export interface RewardsDeps {
  db: Database;
  tours: ToursProvider;
  hotels: HotelSupplier;
  /** The one payment pipeline (payments' index): the card checks, the gateway's form and callback check, reconciliation. */
  pipeline: PaymentPipeline;
  /** What settling a cart payment does (cart-payment.ts): the same for its callback and its reconciliation. */
  cartPayment: CartPayment;
  jobs: JobService;
  /** The complimentary kinds' bookings, for the one timeline. */
  complimentaryBookings: (userId: string, type?: BookingType) => Promise<BookingRow[]>;
  /** The cardholder's name and contact, which identity owns. */
  contactOf: (userId: string) => Promise<{ id: string; name: string | null; email: string | null; mobile: string } | undefined>;
  secret: string;
  now?: () => Date;
}

type HotelInput = Extract<CartItemInput, { type: 'hotel' }>;
const stayOf = (input: HotelInput): Stay => ({ check_in: input.check_in, check_out: input.check_out, rooms: input.rooms });
const seatsOf = (pax: TourPax) => Object.values(pax).reduce((sum, n) => sum + (n ?? 0), 0);
const refusalMessage = (refusal: HoldRefusal) =>
  refusal.reason === 'gone'
    ? messages.tourNotAvailable
    : refusal.reason === 'sold_out'
      ? messages.tourSlotSoldOut
      : refusal.reason === 'not_enough'
        ? messages.tourSlotNotEnoughSeats(refusal.remaining)
        : messages.tourPriceTypeNotSold;
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/** The rewards API's rules: catalogue reads through the providers, the cart, one payment per cart, the timeline. */
export function createRewardsService(deps: RewardsDeps) {
  const { db, tours, hotels, pipeline } = deps;
  const now = deps.now ?? (() => new Date());

  /** What an item costs today, whether it can be bought, and how to show it; never holds anything. */
  async function quote(input: CartItemInput) {
    if (input.type === 'tour') {
      const found = await tours.slot(input.inventory_id);
      if (!found || found.product.id !== input.product_id || found.inventory.variantId !== input.variant_id) {
        return { price: null, message: messages.tourNotAvailable } as const;
      }
      const { product, inventory } = found;
      const variant = product.variants.find((v) => v.id === inventory.variantId)!;
      const label = { title: product.name, subtitle: `${variant.name}, ${product.city}`, startsAt: new Date(inventory.startDateTime) };
      const price = tourTotal(inventory.pricing.persons, input.pax);
      if (price === null) return { ...label, price: null, message: messages.tourPriceTypeNotSold } as const;
      if (inventory.availability === 'CLOSED' || inventory.remaining === 0)
        return { ...label, price: null, message: messages.tourSlotSoldOut } as const;
      if (inventory.remaining !== null && inventory.remaining < seatsOf(input.pax)) {
        return { ...label, price: null, message: messages.tourSlotNotEnoughSeats(inventory.remaining) } as const;
      }
      return { ...label, price, message: null } as const;
    }
    const [details, rates] = await Promise.all([hotels.details(input.hotel_id), hotels.rates(input.hotel_id, stayOf(input))]);
    const rate = rates.find((r) => r.rate_id === input.rate_id);
    if (!details || !rate)
      return { price: null, message: messages.hotelNotAvailable, ...(details ? { title: details.name } : {}) } as const;
    return {
      title: details.name,
      subtitle: `${rate.room_name}, ${rate.board}, ${details.destination}`,
      startsAt: new Date(`${input.check_in}T14:00:00+05:30`),
      price: rate.price_inr,
      message: null,
    } as const;
  }

  async function cart(userId: string) {
    const rows = await repository.cartOfUser(db, userId);
    const data: CartItem[] = await Promise.all(
      rows.map(async (row) => {
        const live = await quote(row.input as CartItemInput);
        return {
          id: row.id,
          type: row.type,
          title: row.title,
          subtitle: row.subtitle,
          starts_at: row.startsAt.toISOString(),
          currency: 'INR' as const,
          added_price: row.addedPrice,
          price: live.price,
          price_changed: live.price !== null && live.price !== row.addedPrice,
          available: live.price !== null,
          message: live.message,
          details: row.input,
          added_at: row.createdAt.toISOString(),
        };
      }),
    );
    return { data, total: data.reduce((sum, item) => sum + (item.price ?? 0), 0), currency: 'INR' as const };
  }

  const releaseHolds = (items: repository.CheckoutItemRow[]) => releaseHeld(deps, items);

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

  /** The card fields of a payment, opened and checked; a refusal is answered, not thrown, so the checkout's own rules go first. */
  async function cardOf(body: CheckoutPay, checkoutId: string) {
    try {
      const cvv = pipeline.openCvv(body.cvv, checkoutId);
      return { ok: true as const, cvv, card: await pipeline.openNewCard(body, checkoutId) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false as const, error };
      throw error;
    }
  }

  /** A checkout moves to paying with its reconciliation queued beside it: a payment nobody answers is still asked about. */
  const startPayingWith = (txnid: string, move: (tx: Database) => Promise<repository.CheckoutRow | undefined>) =>
    db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const row = await move(tx);
      if (row) await pipeline.scheduleReconcile(tx, 'cart_checkout', [txnid]);
      return row;
    });

  function toUserBooking(row: repository.RewardBookingRow): UserBooking {
    return {
      id: row.id,
      reference: row.reference,
      booking_type: row.type,
      title: row.title,
      status: row.status,
      status_label: row.status.replace('_', ' ').replace(/^./, (c) => c.toUpperCase()),
      service_at: row.serviceAt.toISOString(),
      amount: row.amount,
      currency: 'INR',
      voucher_code: row.voucherCode,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    tours,
    hotels,
    cart,

    async addItems(userId: string, items: CartItemInput[]) {
      const quoted = await Promise.all(items.map(quote));
      const refused = quoted.find((q) => q.price === null);
      if (refused) throw new AppError('CONFLICT', refused.message);
      await repository.insertCartItems(
        db,
        items.map((input, i) => {
          const q = quoted[i] as Extract<(typeof quoted)[number], { title: string; price: number }>;
          return { userId, type: input.type, input, title: q.title, subtitle: q.subtitle, startsAt: q.startsAt, addedPrice: q.price };
        }),
      );
      return cart(userId);
    },

    async removeItem(userId: string, id: string) {
      if (!(await repository.deleteCartItem(db, userId, id))) throw new AppError('NOT_FOUND', messages.cartItemNotFound);
      return cart(userId);
    },

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
      const tourHolds = tours.holdAll(tourInputs.map(({ inventoryId, pax }) => ({ inventoryId, pax })));
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
            return held.ok
              ? { ...base, price: held.amount, outcome: 'held' as const, holdRef: held.bookingId }
              : { ...base, price: null, outcome: 'unavailable' as const, message: refusalMessage(held) };
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

    async checkout(userId: string, id: string) {
      const checkout = await repository.findCheckout(db, userId, id);
      if (!checkout) throw new AppError('NOT_FOUND');
      return toCheckout(checkout);
    },

    /**
     * Starts the one card payment of a checkout: the amount is the server's (a different total from the
     * client is refused, so a changed price is seen before paying); the card goes to the gateway, never kept.
     */
    async pay(userId: string, id: string, body: CheckoutPay, baseUrl: string) {
      // The card is checked first (it needs only the checkout's id); a good card on a checkout still payable at
      // this total then moves in one statement. Anything else reads the checkout and answers as the rules go, in order.
      const card = await cardOf(body, id);
      const txnid = pipeline.newTxnid('R');
      let [checkout, user] = card.ok
        ? await Promise.all([
            startPayingWith(txnid, (tx) =>
              repository.startPaying(tx, userId, id, body.total, now(), { txnid, cardMask: maskCardNumber(card.card.number) }),
            ),
            deps.contactOf(userId),
          ])
        : [undefined, undefined];
      if (!checkout) {
        const [found, contact] = await Promise.all([repository.findCheckout(db, userId, id), user ?? deps.contactOf(userId)]);
        if (!found) throw new AppError('NOT_FOUND');
        if (found.status !== 'quoted' || found.payBy <= now()) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        if (body.total !== found.total) throw new AppError('CONFLICT', messages.cartTotalChanged, { total: [messages.cartTotalChanged] });
        if (!card.ok) throw card.error;
        checkout = await startPayingWith(txnid, (tx) =>
          repository.moveCheckout(tx, found.id, ['quoted'], { status: 'paying', txnid, cardMask: maskCardNumber(card.card.number) }),
        );
        if (!checkout) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        user = contact;
      }
      if (!card.ok) throw card.error;
      return pipeline.paymentForm({
        txnid,
        amount: checkout.total,
        productinfo: checkout.productInfo,
        payer: user,
        udf1: checkout.id,
        callbackBase: `${baseUrl}/api/rewards/checkout`,
        cardFields: pipeline.newCardFields(card.card, card.cvv),
      });
    },

    /**
     * The gateway's answer (surl/furl), checked by the pipeline (reverse hash, key, amount, product), then settled
     * as reconciliation would settle it: paid records "paid" and queues the booking job; not paid releases the
     * holds and leaves the cart as it was; "pending" waits for reconciliation. A repeat re-drives the booking job.
     */
    async handleCallback(fields: Record<string, string>) {
      const checkout = fields.txnid ? await repository.findCheckoutByTxnid(db, fields.txnid) : undefined;
      if (!checkout) return { verified: false as const };
      const answer = pipeline.verifyCallback(fields, { amount: checkout.total, productInfo: checkout.productInfo });
      if (!answer) return { verified: false as const, checkoutId: checkout.id };
      if (answer.status !== 'pending') await deps.cartPayment.settle(checkout.txnid!, answer.status, answer.mihpayid);
      const settled = await repository.findCheckoutById(db, checkout.id);
      return { verified: true as const, checkoutId: checkout.id, paid: settled?.status === 'paid' };
    },

    /** The booking behind a hotel order token, once its checkout is paid (create_booking runs on payment). */
    async hotelBooking(userId: string, orderToken: string) {
      const found = await repository.findCheckoutItemByHold(db, userId, orderToken);
      if (!found || found.item.type !== 'hotel') throw new AppError('NOT_FOUND');
      if (found.checkout.status !== 'paid') throw new AppError('CONFLICT', messages.checkoutNotPayable);
      const booked = found.item.outcome === 'booked' ? await hotels.createBooking(orderToken) : undefined;
      return booked?.ok
        ? { supplier_reference: booked.supplierReference, status: 'CONFIRMED' as const }
        : { supplier_reference: '', status: 'FAILED' as const };
    },

    async enquireExpedition(userId: string, enquiry: ExpeditionEnquiry) {
      const expedition = expeditionDetails(enquiry.expedition_id, now());
      if (!expedition) throw new AppError('NOT_FOUND', messages.expeditionNotFound);
      if (!expedition.departures.includes(enquiry.departure)) throw invalid('departure', messages.requestInvalid);
      const booking = await repository.insertBooking(db, {
        reference: newCode(paidBookingKinds.ExpeditionEnquiry.referencePrefix),
        userId,
        type: 'ExpeditionEnquiry',
        status: 'enquiry_received',
        title: expedition.name,
        amount: 0,
        serviceAt: new Date(`${enquiry.departure}T09:00:00+05:30`),
        details: { ...enquiry },
        message: messages.expeditionEnquiryReceived,
      });
      return toUserBooking(booking);
    },

    /** Every booking of every kind (golf … T20, tours, hotels, expeditions), upcoming first, then the past. */
    async bookings(userId: string, type: BookingType | PaidBookingType | 'all') {
      const isPaid = type !== 'all' && type in paidBookingKinds;
      const [paid, complimentary] = await Promise.all([
        type === 'all' || isPaid ? repository.bookingsOfUser(db, userId, isPaid ? (type as PaidBookingType) : undefined) : [],
        type === 'all' || !isPaid ? deps.complimentaryBookings(userId, type === 'all' ? undefined : (type as BookingType)) : [],
      ]);
      const list: UserBooking[] = [
        ...paid.map(toUserBooking),
        ...complimentary.map((row) => ({
          id: row.id,
          reference: row.reference,
          booking_type: row.type,
          title: bookingKinds[row.type].noun,
          status: row.status,
          status_label: bookingStatusLabels[row.status],
          service_at: row.serviceAt.toISOString(),
          amount: row.feeRupees,
          currency: 'INR' as const,
          voucher_code: null,
          created_at: row.createdAt.toISOString(),
        })),
      ];
      const at = now().toISOString();
      const upcoming = list.filter((b) => b.service_at >= at).sort((a, b) => a.service_at.localeCompare(b.service_at));
      const past = list.filter((b) => b.service_at < at).sort((a, b) => b.service_at.localeCompare(a.service_at));
      return [...upcoming, ...past];
    },

    async bookingInformation(userId: string, id: string) {
      const found = await repository.findBooking(db, userId, id);
      if (!found) throw new AppError('NOT_FOUND');
      const { booking, item } = found;
      return {
        ...toUserBooking(booking),
        details: booking.details,
        provider_reference: booking.providerReference,
        cancellation_policy: booking.cancellationPolicy ?? null,
        refund: item?.refundStatus ? { amount: item.price ?? 0, status: item.refundStatus } : null,
        message: booking.message,
      };
    },

    async userValidation(userId: string) {
      const user = await deps.contactOf(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return { valid: true as const, user: { id: user.id, name: user.name, email: user.email, mobile: user.mobile } };
    },

    /** A token the offers platform can check with the shared secret: user, expiry, signature. */
    offersToken(userId: string) {
      const expires = new Date(now().getTime() + OFFERS_TOKEN_MINUTES * 60_000);
      const body = `${userId}.${Math.floor(expires.getTime() / 1000)}`;
      const signature = createHmac('sha256', `${deps.secret}:offers-token`).update(body).digest('base64url');
      return { token: `${Buffer.from(body).toString('base64url')}.${signature}`, expires_at: expires.toISOString() };
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
