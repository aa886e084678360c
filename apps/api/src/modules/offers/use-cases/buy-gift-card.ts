import { maskCardNumber, messages, type BuyGiftCardRequest, type GiftCardPay, type GiftCardPurchase } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/fault-point.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';
import { giftCardPurchasePayment } from './gift-card-purchase-payment.ts';

/** The product a bought card's payment names to the gateway (checked again on the callback). */
const PRODUCT_INFO = 'giftCards';

/**
 * walletbuddy's booking (issue 29): a gift card bought and paid in full by card. The order comes first (the card
 * fields are encrypted to its id), then its one payment through the payments pipeline, then the callback; the card
 * is issued by a job after the capture (issue-bought-gift-card.ts), or the whole amount refunded.
 */
export function buyGiftCard(ctx: OfferContext) {
  const { db, deps, openGiftCardOption } = ctx;
  const { pipeline } = deps;
  const payment = giftCardPurchasePayment(ctx);

  async function view(row: repository.PurchaseRow): Promise<GiftCardPurchase> {
    const card = row.status === 'issued' ? await repository.giftCardOfPurchase(db, row.id) : undefined;
    const msg = {
      created: messages.giftCardAwaitingPayment,
      paying: messages.giftCardPaying,
      paid: messages.giftCardPaidIssuing,
      issued: messages.giftCardIssued,
      failed: messages.giftCardPaymentFailed,
      refunded: messages.giftCardRefunded(row.amount),
    }[row.status];
    return {
      id: row.id,
      offer_id: row.offerId,
      brand: row.brand,
      master_retail_option_id: row.masterRetailOptionId,
      amount: row.amount,
      status: row.status,
      refund_status: row.refundStatus,
      gift_card_id: card?.id ?? null,
      card_mask: row.cardMask,
      msg,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function ownPurchase(viewer: Viewer, id: string) {
    const row = await repository.findPurchase(db, id);
    if (!row || row.userId !== viewer.id) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The card fields, opened and checked against the order's id; a refusal is answered after the order's own rules. */
  async function cardOf(body: GiftCardPay, purchaseId: string) {
    try {
      const cvv = pipeline.openCvv(body.cvv, purchaseId);
      return { ok: true as const, cvv, card: await pipeline.openNewCard(body, purchaseId) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false as const, error };
      throw error;
    }
  }

  return {
    ...payment,

    /** POST /walletbuddy/booking: an order for one value of a live gift-card offer, at that value. */
    async orderGiftCard(viewer: Viewer, input: BuyGiftCardRequest) {
      const { offer, option } = await openGiftCardOption(input.offer_id, input.master_retail_option_id);
      const row = await repository.insertPurchase(db, {
        userId: viewer.id,
        offerId: offer.id,
        masterRetailOptionId: option.id,
        brand: offer.merchant_name,
        amount: option.value,
      });
      faultPoint('gift-card-purchase.ordered');
      return view(row);
    },

    async giftCardPurchase(viewer: Viewer, id: string) {
      return view(await ownPurchase(viewer, id));
    },

    /**
     * POST /walletbuddy/booking/{id}/pay: the order's one card payment. The amount is the order's (another is
     * refused); the order moves to paying with its reconciliation queued beside it, so a payment nobody answers
     * is still asked about; the card goes to the gateway, never kept.
     */
    async payGiftCard(viewer: Viewer, id: string, body: GiftCardPay, baseUrl: string) {
      const found = await ownPurchase(viewer, id);
      if (found.status !== 'created') throw new AppError('CONFLICT', messages.giftCardNotPayable);
      if (body.amount !== found.amount)
        throw new AppError('CONFLICT', messages.giftCardAmountChanged, { amount: [messages.giftCardAmountChanged] });
      const card = await cardOf(body, id);
      if (!card.ok) throw card.error;
      const txnid = pipeline.newTxnid('G');
      const paying = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const row = await repository.movePurchase(tx, { id, userId: viewer.id }, ['created'], {
          status: 'paying',
          txnid,
          cardMask: maskCardNumber(card.card.number),
        });
        if (row) await pipeline.scheduleReconcile(tx, 'gift_card', [txnid]);
        return row;
      });
      if (!paying) throw new AppError('CONFLICT', messages.giftCardNotPayable);
      return pipeline.paymentForm({
        txnid,
        amount: paying.amount,
        productinfo: PRODUCT_INFO,
        payer: await deps.contactOf(viewer.id),
        udf1: paying.id,
        callbackBase: `${baseUrl}/api/offer/walletbuddy/booking`,
        cardFields: pipeline.newCardFields(card.card, card.cvv),
      });
    },

    /**
     * The gateway's answer (surl/furl), checked by the pipeline (reverse hash, key, amount, product), then settled as
     * reconciliation would settle it; "pending" waits for reconciliation. A repeat re-drives the issue job.
     */
    async giftCardPaymentCallback(fields: Record<string, string>) {
      const purchase = fields.txnid ? await repository.findPurchaseByTxnid(db, fields.txnid) : undefined;
      if (!purchase) return { verified: false as const };
      const answer = pipeline.verifyCallback(fields, { amount: purchase.amount, productInfo: PRODUCT_INFO });
      if (!answer) return { verified: false as const, purchaseId: purchase.id };
      if (answer.status !== 'pending') await payment.settleGiftCardPayment(purchase.txnid!, answer.status, answer.mihpayid);
      const settled = await repository.findPurchase(db, purchase.id);
      if (settled?.status === 'paid') faultPoint('gift-card-purchase.paid');
      return { verified: true as const, purchaseId: purchase.id, paid: settled?.status === 'paid' || settled?.status === 'issued' };
    },
  };
}
