import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  canTransition,
  cardNetworkOf,
  isExpired,
  maskCardNumber,
  matchCardByBin,
  messages,
  passesLuhn,
  productInfoByType,
  splitFullName,
  type BookingType,
  type CardDetails,
  type PaymentRequest,
  type PaymentResponse,
  type SavedCard,
  type StaffRefund,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import { safeEqual } from '../../lib/secrets.ts';
import * as repository from './repository.ts';
import { decryptCardField } from '../../gateways/payment/card-field-decryption.ts';
import { payuRequestHash, payuResponseHash } from '../../gateways/payment/payu-hash.ts';
import type { BookingRow, BookingService, PaymentBookingReads } from '../bookings/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { JobService } from '../jobs/index.ts';
import type { UserDirectory } from '../identity/index.ts';

export const RECONCILE_JOB = 'payments.reconcile';
export const REFUND_JOB = 'payments.refund';
const RECONCILE_MAX_ATTEMPTS = 8;
// With back-off capped at 10 minutes, about four and a half hours of asking before staff are shown a failure.
export const REFUND_MAX_ATTEMPTS = 30;

export type CallbackResult =
  | { verified: false; reason: string; bookingId?: string; bookingType?: BookingType }
  | { verified: true; bookingId: string; bookingType: BookingType; outcome: 'success' | 'failure'; changed: boolean };

interface Deps {
  db: Database;
  bookings: BookingService;
  /** A callback's payment with its booking in one read; the booking inside a transaction. */
  bookingReads: PaymentBookingReads;
  /** The payer's name and contact details. */
  users: Pick<UserDirectory, 'contact'>;
  jobs: JobService;
  catalogue: CatalogueService;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  reconcileAfterSeconds: number;
}

const toSavedCard = (c: repository.SavedCardRow): SavedCard => ({
  id: c.id,
  card_token: c.cardToken,
  masked_number: c.maskedNumber,
  network: c.network,
  name_on_card: c.nameOnCard,
  expiry_month: c.expiryMonth,
  expiry_year: c.expiryYear,
});

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

export function createPaymentService(deps: Deps) {
  const { db, bookings, jobs, gateway } = deps;
  const userCredentials = (userId: string) => `${gateway.key}:${userId}`;

  async function cardDetails(bin: string): Promise<CardDetails> {
    const card = matchCardByBin((await deps.catalogue.current()).cards, bin);
    const network = card?.network ?? cardNetworkOf(bin) ?? 'unknown';
    return { network, cardType: network.toUpperCase(), cardCategory: card?.category === 'debit' ? 'DC' : 'CC', status: card ? 1 : 0 };
  }

  async function decryptNewCard(
    attrs:
      | PaymentRequest['transactions_attributes'][number]
      | { card_number?: string; name?: string; expiry_month?: string; expiry_year?: string },
    bookingId: string,
  ) {
    const number = attrs.card_number ? decryptCardField(attrs.card_number, bookingId) : undefined;
    if (!number || !/^\d{13,19}$/.test(number) || !passesLuhn(number)) throw invalid('card_number', messages.invalidCard);
    const details = await cardDetails(number.slice(0, 8));
    // Spec 02 §2: only the bank's premium cards are accepted.
    if (details.status !== 1) throw invalid('card_number', messages.invalidCard);
    if (!attrs.name) throw invalid('name', messages.cardNameRequired);
    if (!attrs.expiry_month || !attrs.expiry_year || isExpired(`${attrs.expiry_month}/${attrs.expiry_year}`, new Date()))
      throw invalid('expiry', messages.cardExpiryInvalid);
    return { number, name: attrs.name, expiryMonth: attrs.expiry_month, expiryYear: attrs.expiry_year, details };
  }

  async function storeCard(userId: string, card: Awaited<ReturnType<typeof decryptNewCard>>) {
    const { token } = await gateway.saveUserCard(userCredentials(userId), {
      number: card.number,
      name: card.name,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      mode: card.details.cardCategory,
      network: card.details.network,
    });
    const saved = await repository.insertSavedCard(db, {
      userId,
      cardToken: token,
      maskedNumber: maskCardNumber(card.number),
      network: card.details.network,
      nameOnCard: card.name,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    });
    return saved!;
  }

  /**
   * Moves the booking for a settled payment, inside the settling transaction. `booking` is the row as
   * read before it (the callback's one read); the transition re-reads it only if it changed meanwhile.
   */
  async function applyOutcome(tx: Database, payment: repository.SettledPayment, outcome: 'success' | 'failure', booking?: BookingRow) {
    const current = booking ?? (await deps.bookingReads.findIn(tx, payment.bookingId));
    if (!current) return;
    const actor = { type: 'gateway', id: payment.txnid } as const;
    const transition = (event: 'pay' | 'payment_fail') =>
      bookings
        .transition(current.id, event, actor, { tx, current: booking })
        // The booking moved on since it was read: judge the outcome again on what it is now.
        .catch(async (error: unknown) => {
          if (!booking || !(error instanceof AppError) || error.code !== 'INVALID_TRANSITION') throw error;
          return applyOutcome(tx, payment, outcome);
        });
    if (outcome === 'success') {
      if (canTransition(current.status, 'pay', 'gateway')) {
        await transition('pay');
      } else {
        // Money arrived for a booking that no longer wants it (cancelled, expired, declined, paid already): give it back.
        await requestRefund(tx, payment, `captured while the booking was ${current.status.replace('_', ' ')}`);
      }
    } else if (canTransition(current.status, 'payment_fail', 'gateway')) {
      await transition('payment_fail');
    }
  }

  /** One full refund per captured payment, asked of the gateway by a job (in the caller's transaction). */
  async function requestRefund(tx: Database, payment: repository.SettledPayment, reason: string) {
    const created = await repository.insertRefund(tx, {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      amount: payment.amount,
      reason,
    });
    if (created)
      await jobs.enqueue(
        REFUND_JOB,
        { paymentId: payment.id },
        { tx, dedupeKey: `refund:${payment.id}`, maxAttempts: REFUND_MAX_ATTEMPTS },
      );
  }

  async function settle(
    payment: repository.PaymentRow,
    from: repository.PaymentRow['status'][],
    status: 'success' | 'failure' | 'pending',
    gateway: { mihpayid?: string; additionalCharges?: string },
    booking?: BookingRow,
  ) {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const settled = await repository.settlePayment(tx, payment.id, from, status, gateway.mihpayid, gateway.additionalCharges);
      if (!settled) return false;
      // A pending authorisation counts as a failure for now; reconciliation settles it later.
      await applyOutcome(tx, settled, status === 'success' ? 'success' : 'failure', booking);
      return true;
    });
  }

  return {
    cardDetails,

    async startPayment(userId: string, request: PaymentRequest, baseUrl: string): Promise<PaymentResponse> {
      // The payer's name and e-mail are read alongside the booking, not after the card checks.
      const [booking, user] = await Promise.all([bookings.findOwned(userId, request.booking_id), deps.users.contact(userId)]);
      if (!canTransition(booking.status, 'pay', 'gateway')) throw new AppError('INVALID_TRANSITION', messages.bookingNotPayable);
      const attrs = request.transactions_attributes[0]!;
      const amount = booking.feeRupees.toFixed(2);
      // The fee is the booking's; a different figure from the client is refused, never charged.
      for (const claimed of [request.amount, attrs.amount]) {
        if (claimed !== undefined && claimed !== booking.feeRupees) throw invalid('amount', messages.paymentAmountMismatch);
      }
      const productinfo = productInfoByType[booking.type];
      if (request.product_info && request.product_info !== productinfo) throw invalid('product_info', messages.requestInvalid);
      const cvv = decryptCardField(attrs.cvv, booking.id);
      if (!cvv || !/^\d{3,4}$/.test(cvv)) throw invalid('cvv', messages.cardCvvInvalid);

      const cardFields: Record<string, string> = {};
      let cardMask: string;
      if (attrs.card_token) {
        const saved = await repository.findSavedCard(db, userId, attrs.card_token);
        if (!saved) throw invalid('card_token', messages.savedCardNotFound);
        Object.assign(cardFields, {
          store_card_token: saved.cardToken,
          user_credentials: userCredentials(userId),
          pg: 'CC',
          bankcode: 'CC',
          ccvv: cvv,
        });
        cardMask = saved.maskedNumber;
      } else {
        const card = await decryptNewCard(attrs, booking.id);
        if (attrs.store_card) await storeCard(userId, card);
        const mode = card.details.cardCategory;
        Object.assign(cardFields, {
          pg: mode,
          bankcode: mode,
          ccnum: card.number,
          ccname: card.name,
          ccvv: cvv,
          ccexpmon: card.expiryMonth,
          ccexpyr: `20${card.expiryYear}`,
        });
        cardMask = maskCardNumber(card.number);
      }

      const base = {
        key: gateway.key,
        txnid: `P${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.slice(0, 25),
        amount,
        productinfo,
        firstname: splitFullName(user?.name).first_name || 'Cardholder',
        email: user?.email ?? '',
        udf1: booking.id,
      };
      const hash = payuRequestHash(base, gateway.salt);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await repository.insertPayment(tx, {
          txnid: base.txnid,
          bookingId: booking.id,
          userId,
          amount,
          productInfo: productinfo,
          cardMask,
        });
        await jobs.enqueue(
          RECONCILE_JOB,
          { txnid: base.txnid },
          {
            tx,
            dedupeKey: `reconcile:${base.txnid}`,
            runAt: new Date(Date.now() + deps.reconcileAfterSeconds * 1000),
            maxAttempts: RECONCILE_MAX_ATTEMPTS,
          },
        );
      });
      faultPoint('payment.started');
      return {
        payu_url: gateway.paymentUrl,
        payu_body: {
          ...base,
          udf2: '',
          udf3: '',
          udf4: '',
          udf5: '',
          phone: user?.mobile ?? '',
          surl: `${baseUrl}/api/payment/payments/success`,
          furl: `${baseUrl}/api/payment/payments/failure`,
          hash,
          ...cardFields,
        },
      };
    },

    /** surl/furl: verify the reverse hash, the amount and the key; settle once. */
    async handleCallback(fields: Record<string, string>): Promise<CallbackResult> {
      const found = fields.txnid ? await deps.bookingReads.withPayment(fields.txnid) : undefined;
      if (!found) return { verified: false, reason: 'unknown txnid' };
      const { payment, booking } = found;
      const context = { bookingId: payment.bookingId, bookingType: booking.type };
      const expected = payuResponseHash(
        {
          key: fields.key ?? '',
          txnid: fields.txnid!,
          amount: fields.amount ?? '',
          productinfo: fields.productinfo ?? '',
          firstname: fields.firstname ?? '',
          email: fields.email ?? '',
          udf1: fields.udf1,
          udf2: fields.udf2,
          udf3: fields.udf3,
          udf4: fields.udf4,
          udf5: fields.udf5,
          status: fields.status ?? '',
          additionalCharges: fields.additionalCharges,
        },
        gateway.salt,
      );
      if (!safeEqual(expected, fields.hash ?? '')) return { verified: false, reason: 'hash mismatch', ...context };
      const additionalCharges =
        fields.additionalCharges && /^\d{1,7}(\.\d{1,2})?$/.test(fields.additionalCharges) ? fields.additionalCharges : undefined;
      if (fields.key !== gateway.key || Number(fields.amount) !== Number(payment.amount) || fields.productinfo !== payment.productInfo) {
        return { verified: false, reason: 'amount or merchant mismatch', ...context };
      }
      const status = fields.status === 'success' ? 'success' : fields.status === 'pending' ? 'pending' : 'failure';
      // A payment the cardholder gave up on can still be captured at the bank: then it is settled, and refunded.
      const from: repository.PaymentRow['status'][] = status === 'success' ? ['initiated', 'user_cancelled'] : ['initiated'];
      faultPoint('payment.callback.verified');
      const changed = await settle(payment, from, status, { mihpayid: fields.mihpayid, additionalCharges }, booking);
      faultPoint('payment.callback.settled');
      // A replay reports what the first callback settled.
      const settled = changed ? status : (await repository.findPayment(db, payment.id))!.status;
      return { verified: true, ...context, outcome: settled === 'success' ? 'success' : 'failure', changed };
    },

    /** The browser never came back (or said "pending"): ask the gateway with verify_payment. */
    async reconcile(txnid: string, attempt: number) {
      const payment = await repository.findPaymentByTxnid(db, txnid);
      const open: repository.PaymentRow['status'][] = ['initiated', 'pending', 'user_cancelled'];
      // A payment cancelled while open is asked about too: the bank may have captured it all the same.
      if (!payment || !open.includes(payment.status) || (payment.status === 'user_cancelled' && payment.gatewayPaymentId)) return 'settled';
      const answer = await gateway.verifyPayment(txnid);
      if (answer.status === 'success' && Number(answer.amount) === Number(payment.amount)) {
        faultPoint('payment.reconcile.verified');
        await settle(payment, open, 'success', answer);
        return 'success';
      }
      if (payment.status === 'user_cancelled' && (answer.status !== 'pending' || attempt >= RECONCILE_MAX_ATTEMPTS)) return 'settled';
      if (answer.status === 'failure' || attempt >= RECONCILE_MAX_ATTEMPTS) {
        await settle(payment, ['initiated', 'pending'], 'failure', answer);
        return 'failure';
      }
      throw new Error(`payment ${txnid} still ${answer.status} at the gateway`);
    },

    /** Transition listener: a declined or cancelled booking with a captured fee gets a refund. */
    async queueRefund(bookingId: string, tx: Database, reason: string) {
      const payment = await repository.capturedPayment(tx, bookingId);
      if (payment) await requestRefund(tx, payment, reason);
    },

    /**
     * The refund job: asks the gateway once (our reference makes a repeat the same refund), then follows
     * the request until the bank settles it. Refusals and slow banks are retried with back-off; a refund
     * still refused on the last attempt is marked failed, which the staff console shows.
     */
    async refund(paymentId: string, attempt: number, maxAttempts: number) {
      const found = await repository.findRefundWithPayment(db, paymentId);
      if (!found || found.refund.status !== 'requested' || !found.payment.gatewayPaymentId) return;
      const { refund, payment } = found;
      const giveUp = attempt >= maxAttempts;
      let requestId = refund.requestId;
      if (!requestId) {
        const answer = await gateway.cancelRefundTransaction(payment.gatewayPaymentId!, `refund-${payment.id}`, payment.amount);
        if (!answer.ok || !answer.requestId) {
          await repository.updateRefund(db, refund.id, {
            attempts: attempt,
            lastError: answer.message || 'refused by the gateway',
            ...(giveUp ? { status: 'failed' } : {}),
          });
          if (giveUp) return;
          throw new Error(`refund refused by the gateway: ${answer.message}`);
        }
        requestId = answer.requestId;
        faultPoint('payment.refund.asked');
        await repository.updateRefund(db, refund.id, { requestId, attempts: attempt, lastError: null });
      }
      const state = await gateway.checkActionStatus(requestId);
      if (state.status === 'success') {
        faultPoint('payment.refund.settled');
        await db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Database;
          await repository.updateRefund(tx, refund.id, {
            status: 'refunded',
            bankArn: state.bankArn ?? null,
            settledAt: new Date(),
            attempts: attempt,
            lastError: null,
          });
          const booking = await deps.bookingReads.findIn(tx, payment.bookingId);
          if (booking && canTransition(booking.status, 'refund', 'gateway')) {
            await bookings.transition(booking.id, 'refund', { type: 'gateway', id: requestId! }, { tx });
          }
        });
        return;
      }
      const failed = state.status === 'failure';
      await repository.updateRefund(db, refund.id, {
        attempts: attempt,
        lastError: failed ? 'the bank refused the refund' : `still ${state.status} at the gateway`,
        ...(failed || giveUp ? { status: 'failed' } : {}),
      });
      if (!failed && !giveUp) throw new Error(`refund ${requestId} still ${state.status} at the gateway`);
    },

    /** Spec 02 §4: a payment status can be set to 'user_cancelled' (the cardholder gives up before paying). */
    async cancelUnpaid(userId: string, bookingId: string) {
      const booking = await bookings.findOwned(userId, bookingId);
      if (!canTransition(booking.status, 'cancel_unpaid', 'cardholder'))
        throw new AppError('INVALID_TRANSITION', messages.bookingNotPayable);
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const cancelled = await repository.cancelOpenPayments(tx, booking.id);
        // The bank page may still be open: ask the gateway later whether it captured any of them anyway.
        if (cancelled.length > 0) {
          await jobs.enqueueMany(
            cancelled.map((txnid) => ({
              kind: RECONCILE_JOB,
              payload: { txnid },
              dedupeKey: `reconcile-cancelled:${txnid}`,
              maxAttempts: RECONCILE_MAX_ATTEMPTS,
              runAt: new Date(Date.now() + deps.reconcileAfterSeconds * 1000),
            })),
            { tx },
          );
        }
        return bookings.transition(booking.id, 'cancel_unpaid', { type: 'cardholder', id: userId }, { tx });
      });
    },

    async savedCards(userId: string) {
      return (await repository.listSavedCards(db, userId)).map(toSavedCard);
    },

    async saveCard(
      userId: string,
      input: { enquiry_id: string; name: string; card_number: string; expiry_month: string; expiry_year: string },
    ) {
      const card = await decryptNewCard(input, input.enquiry_id);
      return toSavedCard(await storeCard(userId, card));
    },

    async deleteCard(userId: string, cardToken: string) {
      const saved = await repository.findSavedCard(db, userId, cardToken);
      if (!saved) throw new AppError('NOT_FOUND', messages.savedCardNotFound);
      await gateway.deleteUserCard(userCredentials(userId), cardToken).catch((error: unknown) => {
        deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'gateway delete_user_card failed');
      });
      await repository.deleteSavedCard(db, userId, cardToken);
    },

    capturedAmounts: (bookingIds: string[]) => repository.capturedPayments(db, bookingIds),
    /** Each booking's refunds, oldest first, as the cardholder sees them (staff: with reason and attempts). */
    async refundsOf(bookingIds: string[]): Promise<Map<string, StaffRefund[]>> {
      const byBooking = new Map<string, StaffRefund[]>();
      for (const r of await repository.listRefunds(db, bookingIds)) {
        const refund: StaffRefund = {
          amount: Number(r.amount),
          status: r.status,
          request_id: r.requestId,
          bank_arn: r.bankArn,
          requested_at: r.requestedAt.toISOString(),
          settled_at: r.settledAt?.toISOString() ?? null,
          reason: r.reason,
          attempts: r.attempts,
          last_error: r.lastError,
        };
        byBooking.set(r.bookingId, [...(byBooking.get(r.bookingId) ?? []), refund]);
      }
      return byBooking;
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
