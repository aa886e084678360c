import { createHmac, randomBytes } from 'node:crypto';
import {
  bookingKinds,
  bookingStatusLabels,
  isExpired,
  maskCardNumber,
  matchCardByBin,
  messages,
  paidBookingKinds,
  passesLuhn,
  splitFullName,
  tourTotal,
  HOTEL_PRICE_LOCK_MINUTES,
  type BookingType,
  type CardProduct,
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
import { decryptCardField } from '../../gateways/payment/card-field-decryption.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import { payuRequestHash, payuResponseHash } from '../../gateways/payment/payu-hash.ts';
import type { HotelSupplier, Stay } from '../../gateways/hotels/hotel-supplier.ts';
import type { HoldRefusal, ToursProvider } from '../../gateways/tours/tours-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/secrets.ts';
import type { BookingRow } from '../bookings/index.ts';
import { expeditionDetails } from './expeditions.ts';
import * as repository from './repository.ts';

export const REWARDS_REFUND_JOB = 'rewards.refund';
/** The refund job is queued with this many attempts, and the last of them marks the refund failed. */
export const REFUND_MAX_ATTEMPTS = 30;
const OFFERS_TOKEN_MINUTES = 15;

export interface RewardsDeps {
  db: Database;
  tours: ToursProvider;
  hotels: HotelSupplier;
  gateway: PaymentGateway;
  /** The bank's cards (only they pay), from the catalogue. */
  cards: () => Promise<CardProduct[]>;
  /** Queues this item's refund job (a job, so a slow or refusing gateway is retried). */
  enqueueRefund: (checkoutItemId: string, tx: Database) => Promise<void>;
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
const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (prefix: string) =>
  `${prefix}-${Array.from(randomBytes(8), (b) => referenceAlphabet[b % referenceAlphabet.length]).join('')}`;
const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

/** The rewards API's rules: catalogue reads through the providers, the cart, one payment per cart, the timeline. */
export function createRewardsService(deps: RewardsDeps) {
  const { db, tours, hotels, gateway } = deps;
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

  /** Gives back what a checkout holds at the providers (seats, price locks). */
  async function releaseHolds(items: repository.CheckoutItemRow[]) {
    for (const item of items) {
      if (item.outcome !== 'held' || !item.holdRef) continue;
      if (item.type === 'tour') await tours.cancel(item.holdRef);
      else await hotels.release(item.holdRef);
      await repository.updateCheckoutItem(db, item.id, { outcome: 'released' });
    }
  }

  async function toCheckout(checkout: repository.CheckoutRow, items?: repository.CheckoutItemRow[]): Promise<Checkout> {
    const rows = items ?? (await repository.checkoutItems(db, checkout.id));
    const message =
      checkout.status === 'failed'
        ? messages.checkoutPaymentFailed
        : checkout.status === 'quoted' && checkout.priceChanged
          ? messages.cartPriceChanged
          : null;
    return {
      id: checkout.id,
      status: checkout.status === 'quoted' && checkout.payBy <= now() ? 'expired' : checkout.status,
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

  /**
   * Captures a paid cart's items with their providers (the tours in one call), then records them: the items a
   * provider refused each get their refunded booking and refund job in a transaction of their own; the booked
   * ones and the emptied cart go in one statement.
   */
  async function captureItems(checkout: repository.CheckoutRow, items: repository.CheckoutItemRow[]) {
    const tourItems = items.filter((item) => item.type === 'tour');
    const captures = await tours.captureAll(tourItems.map((item) => item.holdRef!));
    const references = new Map<string, string | undefined>(
      tourItems.map((item, i) => [item.id, captures[i]!.ok ? item.holdRef! : undefined]),
    );
    for (const item of items) {
      if (item.type === 'tour') continue;
      const booked = await hotels.createBooking(item.holdRef!);
      references.set(item.id, booked.ok ? booked.supplierReference : undefined);
    }
    for (const item of items) {
      if (references.get(item.id) !== undefined) continue;
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const booking = await repository.insertBooking(tx, bookingOf(checkout, item, undefined));
        await repository.updateCheckoutItem(tx, item.id, {
          bookingId: booking.id,
          outcome: 'refunded',
          message: messages.checkoutItemRefunded(item.title),
          refundStatus: 'requested',
        });
        await deps.enqueueRefund(item.id, tx);
      });
    }
    await repository.recordBooked(
      db,
      checkout.userId,
      items.flatMap((item) => {
        const reference = references.get(item.id);
        return reference === undefined ? [] : [{ itemId: item.id, booking: bookingOf(checkout, item, reference) }];
      }),
      items.map((item) => item.cartItemId),
    );
  }

  /** The gateway's reverse hash over exactly the fields it posted (missing ones count as empty), and our key. */
  function postedHashIsGenuine(fields: Record<string, string>) {
    const text = (name: string) => fields[name] ?? '';
    const optional = Object.fromEntries(['udf1', 'udf2', 'udf3', 'udf4', 'udf5', 'additionalCharges'].map((name) => [name, fields[name]]));
    const posted = {
      key: text('key'),
      txnid: text('txnid'),
      amount: text('amount'),
      productinfo: text('productinfo'),
      firstname: text('firstname'),
    };
    const expected = payuResponseHash({ ...optional, ...posted, email: text('email'), status: text('status') }, gateway.salt);
    return safeEqual(expected, fields.hash ?? '') && fields.key === gateway.key;
  }

  /** The card fields of a payment, opened and checked (number, CVV, expiry, in that order). */
  async function cardOf(body: CheckoutPay, checkoutId: string) {
    const number = decryptCardField(body.card_number, checkoutId);
    const card =
      number && /^\d{13,19}$/.test(number) && passesLuhn(number) ? matchCardByBin(await deps.cards(), number.slice(0, 8)) : undefined;
    if (!number || !card) return { ok: false as const, error: invalid('card_number', messages.invalidCard) };
    const cvv = decryptCardField(body.cvv, checkoutId);
    if (!cvv || !/^\d{3,4}$/.test(cvv)) return { ok: false as const, error: invalid('cvv', messages.cardCvvInvalid) };
    if (isExpired(`${body.expiry_month}/${body.expiry_year}`, now()))
      return { ok: false as const, error: invalid('expiry', messages.cardExpiryInvalid) };
    return { ok: true as const, number, cvv, card };
  }

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
      for (const open of openCheckouts) {
        const heldItems = await repository.checkoutItems(db, open.id);
        if (
          open.payBy > now() &&
          heldItems
            .map((item) => item.cartItemId)
            .sort()
            .join() === cartIds
        )
          return toCheckout(open, heldItems);
        if (await repository.moveCheckout(db, open.id, ['quoted'], { status: 'expired' })) await releaseHolds(heldItems);
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
      const { checkout, items: saved } = await repository.insertCheckout(
        db,
        {
          userId,
          status: 'quoted',
          total: held.reduce((sum, item) => sum + item.price!, 0),
          productInfo: held.some((item) => item.type === 'hotel') ? 'hotels' : 'toursActivities',
          priceChanged: held.some((item) => item.price !== item.addedPrice),
          payBy: new Date(now().getTime() + HOTEL_PRICE_LOCK_MINUTES * 60_000),
        },
        items,
      );
      return toCheckout(checkout, saved);
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
      const txnid = `R${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.slice(0, 25);
      let [checkout, user] = card.ok
        ? await Promise.all([
            repository.startPaying(db, userId, id, body.total, now(), { txnid, cardMask: maskCardNumber(card.number) }),
            deps.contactOf(userId),
          ])
        : [undefined, undefined];
      if (!checkout) {
        const [found, contact] = await Promise.all([repository.findCheckout(db, userId, id), user ?? deps.contactOf(userId)]);
        if (!found) throw new AppError('NOT_FOUND');
        if (found.status !== 'quoted' || found.payBy <= now()) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        if (body.total !== found.total) throw new AppError('CONFLICT', messages.cartTotalChanged, { total: [messages.cartTotalChanged] });
        if (!card.ok) throw card.error;
        checkout = await repository.moveCheckout(db, found.id, ['quoted'], {
          status: 'paying',
          txnid,
          cardMask: maskCardNumber(card.number),
        });
        if (!checkout) throw new AppError('CONFLICT', messages.checkoutNotPayable);
        user = contact;
      }
      if (!card.ok) throw card.error;
      const { number, cvv } = card;
      const mode = card.card.category === 'debit' ? 'DC' : 'CC';
      const base = {
        key: gateway.key,
        txnid,
        amount: checkout.total.toFixed(2),
        productinfo: checkout.productInfo,
        firstname: splitFullName(user?.name).first_name || 'Cardholder',
        email: user?.email ?? '',
        udf1: checkout.id,
      };
      return {
        payu_url: gateway.paymentUrl,
        payu_body: {
          ...base,
          ...Object.fromEntries(['udf2', 'udf3', 'udf4', 'udf5'].map((name) => [name, ''])),
          phone: user?.mobile ?? '',
          surl: `${baseUrl}/api/rewards/checkout/success`,
          furl: `${baseUrl}/api/rewards/checkout/failure`,
          hash: payuRequestHash(base, gateway.salt),
          pg: mode,
          bankcode: mode,
          ccnum: number,
          ccname: body.name,
          ccvv: cvv,
          ccexpmon: body.expiry_month,
          ccexpyr: `20${body.expiry_year}`,
        },
      };
    },

    /**
     * The gateway's answer (surl/furl), verified by its reverse hash, amount and key; settled once. Paid:
     * every item is captured with its provider, each its own booking; one that fails is refunded alone.
     * Not paid: the holds are released and the cart stays as it was.
     */
    async handleCallback(fields: Record<string, string>) {
      const paid = fields.status === 'success';
      const settle = {
        status: paid ? ('paid' as const) : ('failed' as const),
        gatewayPaymentId: fields.mihpayid ?? null,
        settledAt: now(),
      };
      const settleItems = async (checkout: repository.CheckoutRow, items: repository.CheckoutItemRow[]) => {
        const held = items.filter((item) => item.outcome === 'held');
        if (paid) await captureItems(checkout, held);
        else await releaseHolds(held);
      };
      // The usual answer (genuine, for a payment under way) settles in one statement, its items read beside it;
      // anything else reads the checkout first and answers as below.
      if (
        fields.txnid &&
        postedHashIsGenuine(fields) &&
        /^\d+(\.\d+)?$/.test(fields.amount ?? '') &&
        Number.isInteger(Number(fields.amount))
      ) {
        const [settled, items] = await Promise.all([
          repository.settleByTxnid(db, fields.txnid, Number(fields.amount), fields.productinfo ?? '', settle),
          repository.checkoutItemsByTxnid(db, fields.txnid),
        ]);
        if (settled) {
          await settleItems(settled, items);
          return { verified: true as const, checkoutId: settled.id, paid };
        }
      }
      const checkout = fields.txnid ? await repository.findCheckoutByTxnid(db, fields.txnid) : undefined;
      if (!checkout) return { verified: false as const };
      const genuine =
        postedHashIsGenuine(fields) && Number(fields.amount) === checkout.total && fields.productinfo === checkout.productInfo;
      if (!genuine) return { verified: false as const, checkoutId: checkout.id };
      const settled = await repository.moveCheckout(db, checkout.id, ['paying'], settle);
      if (settled) await settleItems(settled, await repository.checkoutItems(db, checkout.id));
      return { verified: true as const, checkoutId: checkout.id, paid };
    },

    /** The refund job: asks the gateway for this item's amount of the cart's payment, then follows it. */
    async refundItem(checkoutItemId: string, attempt: number) {
      const found = await repository.findCheckoutItem(db, checkoutItemId);
      if (!found || found.item.refundStatus !== 'requested' || !found.checkout.gatewayPaymentId) return;
      const { item, checkout } = found;
      let requestId = item.refundRequestId;
      if (!requestId) {
        const answer = await gateway.cancelRefundTransaction(checkout.gatewayPaymentId!, `rw-${item.id}`, item.price!.toFixed(2));
        if (!answer.ok || !answer.requestId) {
          if (attempt >= REFUND_MAX_ATTEMPTS) await repository.updateCheckoutItem(db, item.id, { refundStatus: 'failed' });
          else throw new Error(`refund refused by the gateway: ${answer.message}`);
          return;
        }
        requestId = answer.requestId;
        await repository.updateCheckoutItem(db, item.id, { refundRequestId: requestId });
      }
      const state = await gateway.checkActionStatus(requestId);
      if (state.status === 'success') await repository.updateCheckoutItem(db, item.id, { refundStatus: 'refunded' });
      else if (state.status === 'failure' || attempt >= REFUND_MAX_ATTEMPTS)
        await repository.updateCheckoutItem(db, item.id, { refundStatus: 'failed' });
      else throw new Error(`refund ${requestId} still ${state.status} at the gateway`);
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
