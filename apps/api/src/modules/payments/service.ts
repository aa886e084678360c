import type { FastifyBaseLogger } from 'fastify';
import {
  canTransition,
  maskCardNumber,
  messages,
  productInfoByType,
  type BookingType,
  type PaymentRequest,
  type PaymentResponse,
  type SavedCard,
  type StaffRefund,
} from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import * as repository from './repository.ts';
import type { OpenedCard, PaymentPipeline } from './pipeline.ts';
import type { BookingRow, BookingService, PaymentBookingReads } from '../bookings/index.ts';
import type { UserDirectory } from '../identity/index.ts';

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
  /** The one payment pipeline (card checks, the gateway's form and callback, reconciliation, refunds). */
  pipeline: PaymentPipeline;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
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

/** A payment nothing has settled yet (a cancelled one too: the bank may have captured it all the same). */
const OPEN: repository.PaymentRow['status'][] = ['initiated', 'pending', 'user_cancelled'];

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });

export function createPaymentService(deps: Deps) {
  const { db, bookings, pipeline, gateway } = deps;
  const userCredentials = (userId: string) => `${gateway.key}:${userId}`;

  async function storeCard(userId: string, card: OpenedCard) {
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
    if (created) await pipeline.queueRefund(tx, 'booking_fee', payment.id, `refund:${payment.id}`);
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

  /** What a fee payment is to the pipeline: its row in `payments`, settling moves the booking, one refund per payment. */
  pipeline.register('booking_fee', {
    async openPayment(txnid) {
      const payment = await repository.findPaymentByTxnid(db, txnid);
      if (!payment || !OPEN.includes(payment.status) || (payment.status === 'user_cancelled' && payment.gatewayPaymentId)) return undefined;
      return { amount: payment.amount, cancelled: payment.status === 'user_cancelled' };
    },
    async settle(txnid, outcome, answer) {
      const payment = await repository.findPaymentByTxnid(db, txnid);
      if (!payment) return;
      if (outcome === 'success') await settle(payment, OPEN, 'success', answer);
      else await settle(payment, ['initiated', 'pending'], 'failure', answer);
    },
    async findRefund(paymentId) {
      const found = await repository.findRefundWithPayment(db, paymentId);
      if (!found) return undefined;
      const { refund, payment } = found;
      return {
        open: refund.status === 'requested',
        gatewayPaymentId: payment.gatewayPaymentId,
        reference: `refund-${payment.id}`,
        amount: payment.amount,
        requestId: refund.requestId,
      };
    },
    async saveRefund(paymentId, update) {
      const found = await repository.findRefundWithPayment(db, paymentId);
      if (!found) return;
      const { refund, payment } = found;
      const set = {
        attempts: update.attempts,
        ...(update.requestId ? { requestId: update.requestId } : {}),
        ...(update.lastError !== undefined ? { lastError: update.lastError } : {}),
        ...(update.status ? { status: update.status } : {}),
        ...(update.bankArn !== undefined ? { bankArn: update.bankArn } : {}),
      };
      if (update.status !== 'refunded') return repository.updateRefund(db, refund.id, set);
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await repository.updateRefund(tx, refund.id, { ...set, settledAt: new Date() });
        const booking = await deps.bookingReads.findIn(tx, payment.bookingId);
        if (booking && canTransition(booking.status, 'refund', 'gateway')) {
          await bookings.transition(
            booking.id,
            'refund',
            { type: 'gateway', id: update.requestId ?? refund.requestId ?? payment.id },
            { tx },
          );
        }
      });
    },
  });

  return {
    cardDetails: pipeline.cardDetails,

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
      const cvv = pipeline.openCvv(attrs.cvv, booking.id);

      let cardFields: Record<string, string>;
      let cardMask: string;
      if (attrs.card_token) {
        const saved = await repository.findSavedCard(db, userId, attrs.card_token);
        if (!saved) throw invalid('card_token', messages.savedCardNotFound);
        cardFields = {
          store_card_token: saved.cardToken,
          user_credentials: userCredentials(userId),
          pg: 'CC',
          bankcode: 'CC',
          ccvv: cvv,
        };
        cardMask = saved.maskedNumber;
      } else {
        const card = await pipeline.openNewCard(attrs, booking.id);
        if (attrs.store_card) await storeCard(userId, card);
        cardFields = pipeline.newCardFields(card, cvv);
        cardMask = maskCardNumber(card.number);
      }

      const txnid = pipeline.newTxnid('P');
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await repository.insertPayment(tx, { txnid, bookingId: booking.id, userId, amount, productInfo: productinfo, cardMask });
        await pipeline.scheduleReconcile(tx, 'booking_fee', [txnid]);
      });
      faultPoint('payment.started');
      return pipeline.paymentForm({
        txnid,
        amount,
        productinfo,
        payer: user,
        udf1: booking.id,
        callbackBase: `${baseUrl}/api/payment/payments`,
        cardFields,
      });
    },

    /** surl/furl: verify the reverse hash, the amount and the key; settle once. */
    async handleCallback(fields: Record<string, string>): Promise<CallbackResult> {
      const found = fields.txnid ? await deps.bookingReads.withPayment(fields.txnid) : undefined;
      if (!found) return { verified: false, reason: 'unknown txnid' };
      const { payment, booking } = found;
      const context = { bookingId: payment.bookingId, bookingType: booking.type };
      const verified = pipeline.verifyCallback(fields, payment);
      if (!verified) return { verified: false, reason: 'hash, amount or merchant mismatch', ...context };
      const { status, additionalCharges } = verified;
      // A payment the cardholder gave up on can still be captured at the bank: then it is settled, and refunded.
      const from: repository.PaymentRow['status'][] = status === 'success' ? ['initiated', 'user_cancelled'] : ['initiated'];
      faultPoint('payment.callback.verified');
      const changed = await settle(payment, from, status, { mihpayid: fields.mihpayid, additionalCharges }, booking);
      faultPoint('payment.callback.settled');
      // A replay reports what the first callback settled.
      const settled = changed ? status : (await repository.findPayment(db, payment.id))!.status;
      return { verified: true, ...context, outcome: settled === 'success' ? 'success' : 'failure', changed };
    },

    /** Transition listener: a declined or cancelled booking gets every captured fee refunded. */
    async queueRefund(bookingId: string, tx: Database, reason: string) {
      // Every captured payment, not the latest: a fee paid twice has its duplicate refunded already (one refund per
      // payment, so asking again is nothing) and the one that paid still to give back.
      for (const payment of await repository.capturedPaymentsOf(tx, bookingId)) await requestRefund(tx, payment, reason);
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
        if (cancelled.length > 0) await pipeline.scheduleReconcile(tx, 'booking_fee', cancelled, 'reconcile-cancelled');
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
      const card = await pipeline.openNewCard(input, input.enquiry_id);
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
