import type { z } from 'zod';
import type {
  giftCardClaimResponseSchema,
  nearbyOfferSchema,
  offerCategorySchema,
  offerPageSchema,
  otpRequiredResponseSchema,
  redeemedResponseSchema,
} from '@portal/contract';

// Types only: the schemas stay out of the offers pages' script (zod loads with a dialog's form, not with a list).
export type OfferCategory = z.infer<typeof offerCategorySchema>;
export type OfferPage = z.infer<typeof offerPageSchema>;
export type NearbyOffer = z.infer<typeof nearbyOfferSchema>;
export type OtpRequired = z.infer<typeof otpRequiredResponseSchema>;
export type Redeemed = z.infer<typeof redeemedResponseSchema>;
export type GiftCardClaimed = z.infer<typeof giftCardClaimResponseSchema>;
/** The first call of a redeem or a claim asks for the code; the second answers with the outcome. */
export type OtpStepAnswer<Done> = OtpRequired | Done;
