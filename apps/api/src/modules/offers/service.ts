import { buyGiftCard } from './use-cases/buy-gift-card.ts';
import { catalogueReads } from './use-cases/catalogue-reads.ts';
import { giftCardClaims } from './use-cases/claim-gift-card.ts';
import { giftCardWallet } from './use-cases/gift-card-wallet.ts';
import { issueBoughtGiftCard } from './use-cases/issue-bought-gift-card.ts';
import { redeemOffer } from './use-cases/redeem.ts';
import { resendVoucher } from './use-cases/resend-voucher.ts';
import { selectOffer } from './use-cases/select-offer.ts';
import { createOfferContext, type OffersDeps } from './offer-context.ts';

export { GIFT_CARD_SETTLE_JOB } from './use-cases/claim-gift-card.ts';
export { GIFT_CARD_ISSUE_JOB } from './use-cases/gift-card-purchase-payment.ts';
export { GIFT_CARD_RECEIPT_JOB } from './use-cases/issue-bought-gift-card.ts';
export { pickSummary, type OffersDeps, type Viewer } from './offer-context.ts';

/** The offer service (issue 18): one use case a file (use-cases/), on the helpers they share (offer-context.ts). */
export function createOffersService(deps: OffersDeps) {
  const ctx = createOfferContext(deps);
  return {
    ...catalogueReads(ctx),
    ...redeemOffer(ctx),
    ...giftCardClaims(ctx),
    ...selectOffer(ctx),
    ...resendVoucher(ctx),
    ...buyGiftCard(ctx),
    ...issueBoughtGiftCard(ctx),
    ...giftCardWallet(ctx),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
