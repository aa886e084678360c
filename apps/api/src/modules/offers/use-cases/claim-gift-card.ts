import { messages, type GiftCardRedeemRequest } from '@portal/contract';
import type { GiftCardOutcome } from '../../../gateways/gift-cards/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/fault-point.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';

export const GIFT_CARD_SETTLE_JOB = 'offers.gift-card-settle';
/** A pending gift card is asked about for about a day and a half (back-off capped at 10 minutes) before its job gives up. */
const SETTLE_ATTEMPTS = 200;

/** Claiming a gift card from a bundle group, and settling an order the provider left pending. */
export function giftCardClaims(ctx: OfferContext) {
  const { deps, db, now, openGiftCardOption, sendOtp, confirmOtp, redemptionView, usableGroup, giftCardView, applyOutcome, fail } = ctx;
  return {
    /**
     * POST /gift_cards/redeem: a gift card from a bundle group, OTP-confirmed, ordered from the provider. The
     * confirmation uses what the claim was started with (its group, period and value are the redemption row's); one
     * naming another is refused. The order and its settle job are written before the provider is called, so a process
     * that dies while the provider answers leaves a job that finishes it.
     */
    async claimGiftCard(viewer: Viewer, input: GiftCardRedeemRequest, clientId: string | undefined) {
      const { offer, option } = await openGiftCardOption(input.offer_id, input.master_retail_option_id);
      const limitReached = () => new AppError('QUOTA_EXHAUSTED', messages.offerLimitReached(offer.per_user_limit));
      if (!input.token) {
        const usable = await usableGroup(viewer, input.bundle_group_id, offer.id, input.bin, clientId);
        if ((await repository.countRedemptions(db, viewer.id, offer.id)) >= offer.per_user_limit) throw limitReached();
        return sendOtp(viewer, clientId, offer.name, {
          userId: viewer.id,
          offerId: offer.id,
          bundleGroupId: usable.group.id,
          periodKey: usable.periodKey,
          cardBin: usable.card.bin,
          cardProductId: usable.card.card_product_id,
          userEmail: viewer.email,
          userPhone: viewer.mobile,
          masterRetailOptionId: option.id,
        });
      }
      // The per-user limit's lock before the redemption's (as redeem takes them), then the group's units' lock.
      const confirm = { token: input.token, otp_confirmation: input.otp_confirmation, lockKey: `offer-limit:${viewer.id}:${offer.id}` };
      const ordered = await confirmOtp(viewer, offer.id, confirm, async (tx, row) => {
        if (row.bundleGroupId !== input.bundle_group_id || row.masterRetailOptionId !== option.id || !row.periodKey) {
          const changed = messages.giftCardClaimChanged;
          return fail(new AppError('CONFLICT', changed, { bundle_group_id: [changed], master_retail_option_id: [changed] }));
        }
        const groupId = input.bundle_group_id;
        const periodKey = row.periodKey;
        const found = await repository.findBundleGroup(tx, groupId);
        if (!found) return fail(new AppError('NOT_FOUND'));
        await repository.setRedemption(tx, row.id, { otpHash: null });
        if ((await repository.countRedemptions(tx, viewer.id, offer.id)) >= offer.per_user_limit) {
          await repository.setRedemption(tx, row.id, { status: 'failed' });
          return fail(limitReached());
        }
        await repository.lockFor(tx, `bundle-units:${viewer.id}:${groupId}`);
        const used = (await repository.bundleUnitsUsed(tx, viewer.id)).find((u) => u.group_id === groupId && u.period_key === periodKey);
        if ((used?.used ?? 0) >= found.group.chooseCount) {
          await repository.setRedemption(tx, row.id, { status: 'failed' });
          return fail(new AppError('QUOTA_EXHAUSTED', messages.offerBundleUsedUp));
        }
        await repository.setRedemption(tx, row.id, { status: 'pending' });
        const giftCardId = await repository.insertGiftCard(tx, {
          redemptionId: row.id,
          userId: viewer.id,
          offerId: offer.id,
          orderKey: row.id,
          amount: option.value,
        });
        await deps.jobs.enqueue(
          GIFT_CARD_SETTLE_JOB,
          { gift_card_id: giftCardId },
          {
            tx,
            runAt: new Date(now().getTime() + deps.settleAfterSeconds * 1000),
            dedupeKey: `gift-card-settle:${giftCardId}`,
            maxAttempts: SETTLE_ATTEMPTS,
          },
        );
        return { redemptionId: row.id, giftCardId };
      });
      faultPoint('gift-card.ordered');
      const order = { orderKey: ordered.redemptionId, brand: offer.merchant_name, amount: option.value };
      const outcome = await deps.giftCards.order(order).catch((error: unknown): GiftCardOutcome => {
        deps.log.warn({ err: error }, 'gift-card order not answered; the settle job asks again');
        return { status: 'pending' };
      });
      faultPoint('gift-card.answered');
      await applyOutcome(ordered.giftCardId, outcome);
      const giftCard = await giftCardView(viewer.id, ordered.giftCardId);
      const msg = { fulfilled: messages.giftCardFulfilled, pending: messages.giftCardPending, failed: messages.giftCardFailed }[
        giftCard.status
      ];
      return { status: giftCard.status, msg, data: await redemptionView(viewer.id, ordered.redemptionId), gift_card: giftCard };
    },
    /**
     * The settle job: asks the provider about a pending order again, and places it again (the same idempotency key)
     * when it never arrived; still pending throws, so the job retries. A settled card makes it a no-op.
     */
    async settleGiftCard(giftCardId: string) {
      const card = await repository.findGiftCard(db, giftCardId);
      if (!card || card.status !== 'pending') return;
      const offer = await repository.findOffer(db, card.offerId);
      const order = { orderKey: card.orderKey, brand: offer?.merchant_name ?? '', amount: card.amount };
      const asked = await deps.giftCards.status(order);
      const outcome = asked.status === 'unknown' ? await deps.giftCards.order(order) : asked;
      if (outcome.status === 'pending') throw new Error('gift card still pending');
      faultPoint('gift-card.settle.answered');
      await applyOutcome(giftCardId, outcome);
    },
  };
}
