import { messages } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { faultPoint } from '../../lib/fault-point.ts';
import type { HotelSupplier } from '../../gateways/hotels/hotel-supplier.ts';
import type { ToursProvider } from '../../gateways/tours/tours-provider.ts';
import type { JobService } from '../jobs/index.ts';
import type { PaymentPipeline, PaymentPurpose } from '../payments/index.ts';
import { releaseHolds } from './holds.ts';
import * as repository from './repository.ts';

/** The job that captures a paid cart's items with their providers and books them (fulfil.ts). */
export const FULFIL_JOB = 'rewards.fulfil';
export const fulfilDedupeKey = (checkoutId: string) => `rewards-fulfil:${checkoutId}`;
const FULFIL_MAX_ATTEMPTS = 12;
const refundDedupeKey = (itemId: string) => `rewards-refund:${itemId}`;

interface Deps {
  db: Database;
  tours: ToursProvider;
  hotels: HotelSupplier;
  jobs: JobService;
  pipeline: PaymentPipeline;
  now: () => Date;
}

/**
 * What a cart payment is to the payment pipeline (purpose `cart_checkout`): the checkout paying with the txnid,
 * settled by a verified answer (from the callback or reconciliation), refunded item by item.
 */
export function createCartPayment(deps: Deps) {
  const { db, jobs, pipeline } = deps;

  /**
   * Every item the payment held gets its refund (in the caller's transaction): the money came for nothing, or (given
   * `message`) the cardholder cancelled it within its free cancellation.
   */
  async function refundItems(tx: Database, items: repository.CheckoutItemRow[], message?: string) {
    for (const item of items) {
      await repository.updateCheckoutItem(tx, item.id, {
        refundStatus: 'requested',
        message: message ?? messages.checkoutItemRefunded(item.title),
      });
      await pipeline.queueRefund(tx, 'cart_checkout', item.id, refundDedupeKey(item.id));
    }
  }

  /**
   * The gateway's verified answer. Paid: "paid" and the booking job in one transaction, and nothing else here, so a
   * crash after it loses nothing. A repeated answer for a paid checkout makes sure that job runs (again) if any item
   * is still unbooked. Not paid: the holds go back.
   */
  async function settle(txnid: string, outcome: 'success' | 'failure', gatewayPaymentId: string | undefined) {
    if (outcome === 'failure') {
      const failed = await repository.moveCheckoutByTxnid(db, txnid, ['paying'], { status: 'failed', settledAt: deps.now() });
      if (failed) await releaseHolds(deps, await repository.checkoutItems(db, failed.id));
      return;
    }
    const paid = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const row = await repository.moveCheckoutByTxnid(tx, txnid, ['paying'], {
        status: 'paid',
        gatewayPaymentId: gatewayPaymentId ?? null,
        settledAt: deps.now(),
      });
      if (row)
        await jobs.enqueue(
          FULFIL_JOB,
          { checkoutId: row.id },
          { tx, dedupeKey: fulfilDedupeKey(row.id), maxAttempts: FULFIL_MAX_ATTEMPTS },
        );
      return row;
    });
    if (paid) faultPoint('cart.paid');
    if (paid) return;
    const checkout = await repository.findCheckoutByTxnid(db, txnid);
    if (!checkout) return;
    const items = await repository.checkoutItems(db, checkout.id);
    if (checkout.status === 'paid' && items.some((item) => item.outcome === 'held')) {
      await jobs.ensure(
        FULFIL_JOB,
        { checkoutId: checkout.id },
        { dedupeKey: fulfilDedupeKey(checkout.id), maxAttempts: FULFIL_MAX_ATTEMPTS },
      );
    } else if (checkout.status === 'failed' && gatewayPaymentId) {
      // Given up on (its holds released), then captured all the same: all of it goes back.
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        if (await repository.recordLateCapture(tx, checkout.id, gatewayPaymentId))
          await refundItems(
            tx,
            items.filter((item) => item.outcome === 'released' && item.price !== null),
          );
      });
    }
  }

  const purpose: PaymentPurpose = {
    async openPayment(txnid) {
      const checkout = await repository.findCheckoutByTxnid(db, txnid);
      return checkout?.status === 'paying' ? { amount: checkout.total } : undefined;
    },
    settle: (txnid, outcome, answer) => settle(txnid, outcome, answer.mihpayid),
    async findRefund(itemId) {
      const found = await repository.findCheckoutItem(db, itemId);
      if (!found || found.item.price === null) return undefined;
      return {
        open: found.item.refundStatus === 'requested',
        gatewayPaymentId: found.checkout.gatewayPaymentId,
        reference: `rw-${found.item.id}`,
        amount: found.item.price.toFixed(2),
        requestId: found.item.refundRequestId,
      };
    },
    async saveRefund(itemId, update) {
      await repository.updateCheckoutItem(db, itemId, {
        ...(update.requestId ? { refundRequestId: update.requestId } : {}),
        ...(update.status ? { refundStatus: update.status } : {}),
      });
    },
  };

  return { settle, purpose, refundItems };
}
export type CartPayment = ReturnType<typeof createCartPayment>;
