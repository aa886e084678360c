import type { Database } from '../../../db/client.ts';
import type { PaymentPurpose } from '../../payments/index.ts';
import * as repository from '../repository.ts';
import type { OfferContext } from '../offer-context.ts';

/** The job that has a paid order's card issued by the provider (issue-bought-gift-card.ts). */
export const GIFT_CARD_ISSUE_JOB = 'offers.gift-card-issue';
/** A provider that keeps an order pending is asked for about a day and a half (back-off capped at 10 minutes). */
export const ISSUE_MAX_ATTEMPTS = 200;
export const issueDedupeKey = (purchaseId: string) => `gift-card-issue:${purchaseId}`;
export const refundDedupeKey = (purchaseId: string) => `gift-card-refund:${purchaseId}`;

/**
 * What a bought gift card's payment is to the payment pipeline (purpose `gift_card`): the order paying with the
 * txnid, settled by a verified answer (the callback or reconciliation), refunded whole.
 */
export function giftCardPurchasePayment(ctx: OfferContext) {
  const { db, deps, now } = ctx;
  const { jobs, pipeline } = deps;

  /**
   * The gateway's verified answer. Paid: "paid" and the issue job in one transaction and nothing else, so a crash
   * after it loses nothing. A repeated answer for a paid order makes sure that job runs (again) while no card is
   * issued. A capture for an order already let go is refunded in full. Not paid: the order has failed.
   */
  async function settle(txnid: string, outcome: 'success' | 'failure', gatewayPaymentId: string | undefined) {
    if (outcome === 'failure') {
      await repository.movePurchase(db, { txnid }, ['paying'], { status: 'failed', settledAt: now() });
      return;
    }
    const paid = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const row = await repository.movePurchase(tx, { txnid }, ['paying'], {
        status: 'paid',
        gatewayPaymentId: gatewayPaymentId ?? null,
        settledAt: now(),
      });
      if (row)
        await jobs.enqueue(
          GIFT_CARD_ISSUE_JOB,
          { purchase_id: row.id },
          { tx, dedupeKey: issueDedupeKey(row.id), maxAttempts: ISSUE_MAX_ATTEMPTS },
        );
      return row;
    });
    if (paid) return;
    const purchase = await repository.findPurchaseByTxnid(db, txnid);
    if (purchase?.status === 'paid') {
      await jobs.ensure(
        GIFT_CARD_ISSUE_JOB,
        { purchase_id: purchase.id },
        { dedupeKey: issueDedupeKey(purchase.id), maxAttempts: ISSUE_MAX_ATTEMPTS },
      );
    } else if (purchase?.status === 'failed' && gatewayPaymentId) {
      // Given up on, then captured all the same: all of it goes back.
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        if (await repository.recordLateCapture(tx, purchase.id, gatewayPaymentId))
          await pipeline.queueRefund(tx, 'gift_card', purchase.id, refundDedupeKey(purchase.id));
      });
    }
  }

  const purpose: PaymentPurpose = {
    async openPayment(txnid) {
      const purchase = await repository.findPurchaseByTxnid(db, txnid);
      return purchase?.status === 'paying' ? { amount: purchase.amount } : undefined;
    },
    settle: (txnid, outcome, answer) => settle(txnid, outcome, answer.mihpayid),
    async findRefund(purchaseId) {
      const purchase = await repository.findPurchase(db, purchaseId);
      if (!purchase) return undefined;
      return {
        open: purchase.refundStatus === 'requested',
        gatewayPaymentId: purchase.gatewayPaymentId,
        reference: `gc-${purchase.id}`,
        amount: purchase.amount.toFixed(2),
        requestId: purchase.refundRequestId,
      };
    },
    async saveRefund(purchaseId, update) {
      await repository.updatePurchaseRefund(db, purchaseId, {
        ...(update.requestId ? { refundRequestId: update.requestId } : {}),
        ...(update.status ? { refundStatus: update.status } : {}),
      });
    },
  };

  return { settleGiftCardPayment: settle, giftCardPaymentPurpose: purpose };
}
