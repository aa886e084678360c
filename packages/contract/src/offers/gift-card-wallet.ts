import { z } from 'zod';
import { idSchema } from '../common/fields.ts';
import { offerOptionSchema } from './offer-schemas.ts';

/**
 * Issue 29 item 5, walletbuddy's cards and booking: the cardholder's gift-card wallet (every card held, its balance
 * and expiry as the provider tells it) and a gift card bought and paid in full by card (`/api/offer/walletbuddy`).
 */

/**
 * A bought gift card's order: `created` (not paid yet), `paying` (at the bank), `paid` (captured; the card is being
 * issued), `issued`, `failed` (not paid: nothing was taken), `refunded` (the provider refused the card: the whole
 * amount goes back; `refund_status` says how far).
 */
export const giftCardPurchaseStatuses = ['created', 'paying', 'paid', 'issued', 'failed', 'refunded'] as const;
export type GiftCardPurchaseStatus = (typeof giftCardPurchaseStatuses)[number];

export const buyGiftCardSchema = z.object({
  offer_id: idSchema,
  master_retail_option_id: z.string().min(1).max(40),
});
export type BuyGiftCardRequest = z.infer<typeof buyGiftCardSchema>;

/** The card payment of an order; the card fields are encrypted to the order's id (as a fee's are to the booking's). */
export const giftCardPaySchema = z.object({
  /** The amount the cardholder saw: a different one is refused. */
  amount: z.number().int().positive(),
  name: z.string().trim().min(1).max(100),
  card_number: z.string().min(1).max(512),
  cvv: z.string().min(1).max(512),
  expiry_month: z.string().regex(/^(0[1-9]|1[0-2])$/),
  expiry_year: z.string().regex(/^\d{2}$/),
});
export type GiftCardPay = z.infer<typeof giftCardPaySchema>;

export const giftCardPurchaseSchema = z.object({
  id: z.string(),
  offer_id: z.string(),
  brand: z.string(),
  master_retail_option_id: z.string(),
  amount: z.number().int(),
  status: z.enum(giftCardPurchaseStatuses),
  refund_status: z.enum(['requested', 'refunded', 'failed']).nullable(),
  /** The card issued, once `issued` (it is then in the wallet). */
  gift_card_id: z.string().nullable(),
  card_mask: z.string().nullable(),
  /** What the cardholder is told of this order now. */
  msg: z.string(),
  created_at: z.string(),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

/** One card in the wallet. `balance_from`: `provider` read now, or `issue` (the provider did not answer: as issued). */
export const walletCardSchema = z.object({
  id: z.string(),
  offer_id: z.string(),
  brand: z.string(),
  /** Claimed from a bundle, or bought. */
  source: z.enum(['claimed', 'bought']),
  code: z.string(),
  pin: z.string(),
  face_value: z.number().int(),
  balance: z.number().nullable(),
  expires_on: z.string().nullable(),
  balance_from: z.enum(['provider', 'issue']),
  issued_at: z.string(),
});
export type WalletCard = z.infer<typeof walletCardSchema>;
export const walletResponseSchema = z.object({ data: z.array(walletCardSchema) });
export type WalletResponse = z.infer<typeof walletResponseSchema>;

/** walletbuddy's listings: a gift card on sale by card, with the values it comes in. */
export const giftCardListingSchema = z.object({
  offer_id: z.string(),
  brand: z.string(),
  /** The brand's logo (its merchant's), '' when it has none: the card shows its initials then. */
  logo: z.string(),
  name: z.string(),
  description: z.string(),
  options: z.array(offerOptionSchema),
});
export type GiftCardListing = z.infer<typeof giftCardListingSchema>;
export const giftCardListingsResponseSchema = z.object({ data: z.array(giftCardListingSchema) });
