import { messages, type RedeemOfferRequest } from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import { faultPoint } from '../../../lib/fault-point.ts';
import * as repository from '../repository.ts';
import type { OfferContext, Viewer } from '../offer-context.ts';

/** Redeeming an offer: a code by SMS, then the code back, within the per-user limit and the pool. */
export function redeemOffer(ctx: OfferContext) {
  const { deps, db, openOfferToComplete, openOffer, cardFor, sendOtp, confirmOtp, redemptionView, fail } = ctx;
  return {
    /** POST /offers/{id}/redeem: the first call sends the code, the second (token + otp_confirmation) completes. */
    async redeem(viewer: Viewer, offerId: string, input: RedeemOfferRequest, clientId: string | undefined) {
      // The first step checks the offer as stored (stock too); the second, the hot one, takes it from memory.
      const offer = input.token ? await openOfferToComplete(offerId) : await openOffer(offerId);
      if (offer.offer_type === 'gift_card') throw new AppError('CONFLICT', messages.giftCardNotAnOffer);
      if (!input.token) {
        const card = await cardFor(viewer, offer.card_product_ids, input.bin, clientId);
        if ((await repository.countRedemptions(db, viewer.id, offerId)) >= offer.per_user_limit) {
          throw new AppError('QUOTA_EXHAUSTED', messages.offerLimitReached(offer.per_user_limit));
        }
        if ('stock_left' in offer && offer.stock_left === 0) throw new AppError('CONFLICT', messages.offerSoldOut);
        return sendOtp(viewer, clientId, offer.name, {
          userId: viewer.id,
          offerId,
          cardBin: card.bin,
          cardProductId: card.card_product_id,
          userEmail: input.user_email ?? viewer.email,
          userPhone: input.user_phone ?? viewer.mobile,
          guestName: input.guest_name ?? null,
          masterRetailOptionId: input.master_retail_option_id ?? null,
        });
      }
      // The per-user limit's lock before the redemption's, then one statement: count, claim a code, complete.
      const input2 = { token: input.token, otp_confirmation: input.otp_confirmation, lockKey: `offer-limit:${viewer.id}:${offerId}` };
      const id = await confirmOtp(viewer, offerId, input2, async (tx, row) => {
        const voucher = offer.offer_type === 'voucher';
        const status = await repository.completeRedemption(tx, {
          id: row.id,
          userId: viewer.id,
          offerId,
          limit: offer.per_user_limit,
          voucher,
        });
        // A kill here leaves the claimed code in a transaction that never commits: the code stays in the pool.
        faultPoint('voucher.claimed');
        if (status === 'failed') return fail(new AppError('QUOTA_EXHAUSTED', messages.offerLimitReached(offer.per_user_limit)));
        if (status === 'sold_out') return fail(new AppError('CONFLICT', messages.offerSoldOut));
        return row.id;
      });
      faultPoint('voucher.redeemed');
      if (offer.offer_type === 'voucher') deps.readModel.stockChanged();
      return { status: 'success' as const, msg: messages.offerRedeemed, data: await redemptionView(viewer.id, id) };
    },
  };
}
