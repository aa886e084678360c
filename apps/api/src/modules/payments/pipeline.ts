import { randomBytes } from 'node:crypto';
import { cardNetworkOf, isExpired, matchCardByBin, messages, passesLuhn, splitFullName, type CardDetails } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { decryptCardField } from '../../gateways/payment/card-field-decryption.ts';
import type { GatewayTransaction, PaymentGateway } from '../../gateways/payment/payment-gateway.ts';
import { payuRequestHash, payuResponseHash } from '../../gateways/payment/payu-hash.ts';
import { AppError } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import { safeEqual } from '../../lib/secrets.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import type { JobService } from '../jobs/index.ts';

/**
 * The one way money moves through the gateway, whatever it pays for: the card check, the PayU request and its
 * reverse hash, reconciliation (verify_payment once the browser had time to come back, then settle or give up)
 * and the refund job. What a payment pays for (a booking's fee, a cart) is a purpose: it says where its
 * payment and its refunds are kept and what settling one does; the pipeline never knows more than that.
 */
export const RECONCILE_JOB = 'payments.reconcile';
export const REFUND_JOB = 'payments.refund';
export const RECONCILE_MAX_ATTEMPTS = 8;
// With back-off capped at 10 minutes, about four and a half hours of asking before staff are shown a failure.
export const REFUND_MAX_ATTEMPTS = 30;

/** What a payment pays for; a gift card order is to join as its own purpose (issue 27). */
export type PaymentPurposeName = 'booking_fee' | 'cart_checkout' | 'gift_card';

/** A refund as the pipeline follows it: the captured payment, our reference (a repeat is the same refund), the amount. */
export interface RefundTarget {
  /** False once settled or failed: the job then has nothing to do. */
  open: boolean;
  gatewayPaymentId: string | null;
  reference: string;
  amount: string;
  requestId: string | null;
}
export type RefundUpdate = {
  attempts: number;
  requestId?: string;
  lastError?: string | null;
  status?: 'refunded' | 'failed';
  bankArn?: string | null;
};

export interface PaymentPurpose {
  /** The payment with this txnid while nothing has settled it (`cancelled`: the cardholder gave up on it), else undefined. */
  openPayment(txnid: string): Promise<{ amount: string | number; cancelled?: boolean } | undefined>;
  /** The gateway's verified answer: what the payment paid for happens, or it is let go. */
  settle(txnid: string, outcome: 'success' | 'failure', answer: GatewayTransaction): Promise<void>;
  findRefund(key: string): Promise<RefundTarget | undefined>;
  saveRefund(key: string, update: RefundUpdate): Promise<void>;
}

/** The card fields as the browser sends them, each encrypted to the id of what is paid for. */
export interface EncryptedCard {
  card_number?: string;
  name?: string;
  expiry_month?: string;
  expiry_year?: string;
}
/** A new card as the checks opened it: never stored, only sent to the gateway (and its vault, when saved). */
export interface OpenedCard {
  number: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
  details: CardDetails;
}

const invalid = (field: string, message: string) => new AppError('VALIDATION_FAILED', message, { [field]: [message] });
const amountText = (amount: string | number) => (typeof amount === 'number' ? amount.toFixed(2) : amount);

interface Deps {
  db: Database;
  jobs: JobService;
  catalogue: Pick<CatalogueService, 'current'>;
  gateway: PaymentGateway;
  reconcileAfterSeconds: number;
  now?: () => Date;
}

export function createPaymentPipeline(deps: Deps) {
  const { gateway, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const purposes = new Map<PaymentPurposeName, PaymentPurpose>();
  const purposeOf = (name: PaymentPurposeName) => {
    const purpose = purposes.get(name);
    if (!purpose) throw new Error(`no payment purpose ${name}`);
    return purpose;
  };

  async function cardDetails(bin: string): Promise<CardDetails> {
    const card = matchCardByBin((await deps.catalogue.current()).cards, bin);
    const network = card?.network ?? cardNetworkOf(bin) ?? 'unknown';
    return { network, cardType: network.toUpperCase(), cardCategory: card?.category === 'debit' ? 'DC' : 'CC', status: card ? 1 : 0 };
  }

  return {
    register(name: PaymentPurposeName, purpose: PaymentPurpose) {
      purposes.set(name, purpose);
    },

    cardDetails,

    /** A gateway transaction id: the prefix says what it pays for (P a fee, R a cart). */
    newTxnid: (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.slice(0, 25),

    /** The CVV, opened and checked: the first check of every card payment (a saved card has only this). */
    openCvv(encrypted: string, contextId: string) {
      const cvv = decryptCardField(encrypted, contextId);
      if (!cvv || !/^\d{3,4}$/.test(cvv)) throw invalid('cvv', messages.cardCvvInvalid);
      return cvv;
    },

    /** A new card, opened and checked: a valid number of one of the bank's premium cards (spec 02 §2), a name, not expired. */
    async openNewCard(attrs: EncryptedCard, contextId: string): Promise<OpenedCard> {
      const number = attrs.card_number ? decryptCardField(attrs.card_number, contextId) : undefined;
      if (!number || !/^\d{13,19}$/.test(number) || !passesLuhn(number)) throw invalid('card_number', messages.invalidCard);
      const details = await cardDetails(number.slice(0, 8));
      if (details.status !== 1) throw invalid('card_number', messages.invalidCard);
      if (!attrs.name) throw invalid('name', messages.cardNameRequired);
      if (!attrs.expiry_month || !attrs.expiry_year || isExpired(`${attrs.expiry_month}/${attrs.expiry_year}`, now()))
        throw invalid('expiry', messages.cardExpiryInvalid);
      return { number, name: attrs.name, expiryMonth: attrs.expiry_month, expiryYear: attrs.expiry_year, details };
    },

    /** The form the browser posts to the gateway, with its request hash; `udf1` names what is paid for. */
    paymentForm(input: {
      txnid: string;
      amount: string | number;
      productinfo: string;
      payer: { name?: string | null; email?: string | null; mobile?: string | null } | undefined;
      udf1: string;
      callbackBase: string;
      cardFields: Record<string, string>;
    }) {
      const base = {
        key: gateway.key,
        txnid: input.txnid,
        amount: amountText(input.amount),
        productinfo: input.productinfo,
        firstname: splitFullName(input.payer?.name ?? undefined).first_name || 'Cardholder',
        email: input.payer?.email ?? '',
        udf1: input.udf1,
      };
      return {
        payu_url: gateway.paymentUrl,
        payu_body: {
          ...base,
          udf2: '',
          udf3: '',
          udf4: '',
          udf5: '',
          phone: input.payer?.mobile ?? '',
          surl: `${input.callbackBase}/success`,
          furl: `${input.callbackBase}/failure`,
          hash: payuRequestHash(base, gateway.salt),
          ...input.cardFields,
        },
      };
    },

    /** The card fields of a new card for the gateway's form. */
    newCardFields(card: OpenedCard, cvv: string): Record<string, string> {
      const mode = card.details.cardCategory;
      return {
        pg: mode,
        bankcode: mode,
        ccnum: card.number,
        ccname: card.name,
        ccvv: cvv,
        ccexpmon: card.expiryMonth,
        ccexpyr: `20${card.expiryYear}`,
      };
    },

    /**
     * The gateway's callback checked: its reverse hash over exactly the fields it posted (missing ones count as
     * empty), our key, and the amount and product of the payment it names. Undefined when any of it is wrong.
     */
    verifyCallback(fields: Record<string, string>, payment: { amount: string | number; productInfo: string }) {
      const text = (name: string) => fields[name] ?? '';
      const expected = payuResponseHash(
        {
          key: text('key'),
          txnid: text('txnid'),
          amount: text('amount'),
          productinfo: text('productinfo'),
          firstname: text('firstname'),
          email: text('email'),
          udf1: fields.udf1,
          udf2: fields.udf2,
          udf3: fields.udf3,
          udf4: fields.udf4,
          udf5: fields.udf5,
          status: text('status'),
          additionalCharges: fields.additionalCharges,
        },
        gateway.salt,
      );
      if (!safeEqual(expected, fields.hash ?? '') || fields.key !== gateway.key) return undefined;
      if (!/^\d+(\.\d+)?$/.test(text('amount')) || Number(fields.amount) !== Number(payment.amount)) return undefined;
      if (fields.productinfo !== payment.productInfo) return undefined;
      const status = fields.status === 'success' ? 'success' : fields.status === 'pending' ? 'pending' : 'failure';
      const additionalCharges =
        fields.additionalCharges && /^\d{1,7}(\.\d{1,2})?$/.test(fields.additionalCharges) ? fields.additionalCharges : undefined;
      return { status, mihpayid: fields.mihpayid, additionalCharges } as const;
    },

    /** Asks the gateway about this payment after the browser had time to come back (in the caller's transaction). */
    async scheduleReconcile(tx: Database, purpose: PaymentPurposeName, txnids: string[], dedupePrefix = 'reconcile') {
      await jobs.enqueueMany(
        txnids.map((txnid) => ({
          kind: RECONCILE_JOB,
          payload: { txnid, purpose },
          dedupeKey: `${dedupePrefix}:${txnid}`,
          runAt: new Date(Date.now() + deps.reconcileAfterSeconds * 1000),
          maxAttempts: RECONCILE_MAX_ATTEMPTS,
        })),
        { tx },
      );
    },

    /** The browser never came back (or the bank said "pending"): ask the gateway with verify_payment. */
    async reconcile(purposeName: PaymentPurposeName, txnid: string, attempt: number) {
      const purpose = purposeOf(purposeName);
      const payment = await purpose.openPayment(txnid);
      if (!payment) return 'settled';
      const answer = await gateway.verifyPayment(txnid);
      if (answer.status === 'success' && Number(answer.amount) === Number(payment.amount)) {
        faultPoint('payment.reconcile.verified');
        await purpose.settle(txnid, 'success', answer);
        return 'success';
      }
      // A payment cancelled while open is asked about too: the bank may have captured it all the same.
      if (payment.cancelled && (answer.status !== 'pending' || attempt >= RECONCILE_MAX_ATTEMPTS)) return 'settled';
      if (answer.status === 'failure' || attempt >= RECONCILE_MAX_ATTEMPTS) {
        await purpose.settle(txnid, 'failure', answer);
        return 'failure';
      }
      throw new Error(`payment ${txnid} still ${answer.status} at the gateway`);
    },

    /**
     * The payer starts over while a payment is open: the gateway is asked now. Captured: settled as paid. Still
     * deciding: left open ('pending'). Anything else (declined, or the bank's page never submitted): let go; if the
     * bank captures it after all, its late answer finds it let go and the purpose refunds it.
     */
    async settleNow(purposeName: PaymentPurposeName, txnid: string) {
      const purpose = purposeOf(purposeName);
      const payment = await purpose.openPayment(txnid);
      if (!payment) return 'settled' as const;
      const answer = await gateway.verifyPayment(txnid);
      if (answer.status === 'pending') return 'pending' as const;
      const outcome = answer.status === 'success' && Number(answer.amount) === Number(payment.amount) ? 'success' : 'failure';
      await purpose.settle(txnid, outcome, answer);
      return outcome;
    },

    /** Queues the refund job for a refund the purpose has just recorded (in the caller's transaction). */
    async queueRefund(tx: Database, purpose: PaymentPurposeName, key: string, dedupeKey: string) {
      await jobs.enqueue(REFUND_JOB, { purpose, key }, { tx, dedupeKey, maxAttempts: REFUND_MAX_ATTEMPTS });
    },

    /**
     * The refund job: asks the gateway once (our reference makes a repeat the same refund), then follows the
     * request until the bank settles it. Refusals and slow banks are retried with back-off; a refund still
     * refused on the last attempt is marked failed, which the staff console shows.
     */
    async refund(purposeName: PaymentPurposeName, key: string, attempt: number, maxAttempts: number) {
      const purpose = purposeOf(purposeName);
      const refund = await purpose.findRefund(key);
      if (!refund || !refund.open || !refund.gatewayPaymentId) return;
      const giveUp = attempt >= maxAttempts;
      let requestId = refund.requestId;
      if (!requestId) {
        const answer = await gateway.cancelRefundTransaction(refund.gatewayPaymentId, refund.reference, refund.amount);
        if (!answer.ok || !answer.requestId) {
          await purpose.saveRefund(key, {
            attempts: attempt,
            lastError: answer.message || 'refused by the gateway',
            ...(giveUp ? { status: 'failed' } : {}),
          });
          if (giveUp) return;
          throw new Error(`refund refused by the gateway: ${answer.message}`);
        }
        requestId = answer.requestId;
        faultPoint('payment.refund.asked');
        await purpose.saveRefund(key, { requestId, attempts: attempt, lastError: null });
      }
      const state = await gateway.checkActionStatus(requestId);
      if (state.status === 'success') {
        faultPoint('payment.refund.settled');
        await purpose.saveRefund(key, {
          requestId,
          status: 'refunded',
          bankArn: state.bankArn ?? null,
          attempts: attempt,
          lastError: null,
        });
        return;
      }
      const failed = state.status === 'failure';
      await purpose.saveRefund(key, {
        attempts: attempt,
        lastError: failed ? 'the bank refused the refund' : `still ${state.status} at the gateway`,
        ...(failed || giveUp ? { status: 'failed' } : {}),
      });
      if (!failed && !giveUp) throw new Error(`refund ${requestId} still ${state.status} at the gateway`);
    },
  };
}
export type PaymentPipeline = ReturnType<typeof createPaymentPipeline>;
