import { messages } from '@portal/contract';
import type { Database } from '../../../db/client.ts';
import type { GiftCardOutcome } from '../../../gateways/gift-cards/index.ts';
import { faultPoint } from '../../../lib/fault-point.ts';
import * as repository from '../repository.ts';
import type { OfferContext } from '../offer-context.ts';
import { refundDedupeKey } from './gift-card-purchase-payment.ts';

/**
 * The receipt of an issued card as it was queued before issue 30 (receipts now go through the notifications module's
 * one receipt queue); kept so a job already queued still sends. Not named offers.gift-card…: the ledger counts those
 * as money jobs, and a receipt moves no money.
 */
export const GIFT_CARD_RECEIPT_JOB = 'offers.receipt-bought-gift-card';

/**
 * After the capture: the paid order's card ordered from the provider (the order's id is the idempotency key, so a
 * retry is the same card) and its answer applied in one transaction — issued (sealed, the order `issued`, its
 * receipts queued) or refused (the order `refunded`, its refund queued). Still pending throws, so the job asks again.
 */
export function issueBoughtGiftCard(ctx: OfferContext) {
  const { db, deps, cipher } = ctx;

  async function apply(purchase: repository.PurchaseRow, giftCardId: string, outcome: Exclude<GiftCardOutcome, { status: 'pending' }>) {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      if (outcome.status === 'fulfilled') {
        await repository.settleGiftCard(tx, giftCardId, {
          status: 'fulfilled',
          codeEncrypted: cipher.encrypt(outcome.code),
          pinEncrypted: cipher.encrypt(outcome.pin),
          balance: outcome.balance,
          expiresOn: outcome.expiresOn,
        });
        if (await repository.movePurchase(tx, { id: purchase.id }, ['paid'], { status: 'issued' }))
          await deps.queueReceipt(
            {
              key: `gift-card-purchase:${purchase.id}`,
              userId: purchase.userId,
              receipt: {
                kind: 'gift_card',
                brand: purchase.brand,
                amount: purchase.amount,
                codeEnd: outcome.code.slice(-4),
                expiresOn: outcome.expiresOn || null,
              },
            },
            tx,
          );
        return;
      }
      await repository.settleGiftCard(tx, giftCardId, { status: 'failed' });
      if (await repository.movePurchase(tx, { id: purchase.id }, ['paid'], { status: 'refunded', refundStatus: 'requested' }))
        await deps.pipeline.queueRefund(tx, 'gift_card', purchase.id, refundDedupeKey(purchase.id));
    });
  }

  return {
    async issueBoughtGiftCard(purchaseId: string, attempt: number) {
      const purchase = await repository.findPurchase(db, purchaseId);
      if (purchase?.status !== 'paid') return;
      const card = await repository.ensurePurchaseGiftCard(db, purchase);
      const order = { orderKey: card.orderKey, brand: purchase.brand, amount: purchase.amount };
      faultPoint('gift-card-purchase.issue.asking');
      // The first time it is placed; after that the provider is asked, and placed again only if it never arrived.
      const asked = attempt > 1 ? await deps.giftCards.status(order) : { status: 'unknown' as const };
      const outcome = asked.status === 'unknown' ? await deps.giftCards.order(order) : asked;
      if (outcome.status === 'pending') throw new Error('gift card still pending at the provider');
      faultPoint('gift-card-purchase.issue.answered');
      await apply(purchase, card.id, outcome);
      if (outcome.status === 'failed') faultPoint('gift-card-purchase.refused');
    },

    /** One receipt of an issued card queued before issue 30: the brand, amount, the code's last four and the expiry. */
    async sendGiftCardReceipt(purchaseId: string, channel: string) {
      const purchase = await repository.findPurchase(db, purchaseId);
      if (purchase?.status !== 'issued') return;
      const card = await repository.findGiftCard(db, (await repository.giftCardOfPurchase(db, purchaseId))!.id);
      const contact = await deps.contactOf(purchase.userId);
      if (!card?.codeEncrypted || !contact) return;
      const text = messages.giftCardReceipt(
        purchase.brand,
        purchase.amount,
        cipher.decrypt(card.codeEncrypted).slice(-4),
        card.expiresOn ?? '',
      );
      if (channel === 'sms') await deps.sms.send({ to: contact.mobile, body: text });
      else if (contact.email) await deps.email.send({ to: contact.email, subject: `Your ${purchase.brand} gift card`, text });
    },
  };
}
