import type { z } from 'zod';
import type { offerCreateSchema } from './offer-schemas.ts';

/** An offer's create fields as they are typed in, before the schema fills its defaults. */
export type OfferCreateInput = z.input<typeof offerCreateSchema>;

/**
 * A new offer before anything is filled in: a voucher for every card, once per cardholder, filed as a draft. The
 * console's offer form starts from it; it passes `offerCreateSchema` only once its category, name and dates are given.
 */
export function blankOffer(merchantId = ''): OfferCreateInput {
  return {
    merchant_id: merchantId,
    category_id: '',
    name: '',
    description: '',
    terms: '',
    redemption_steps: '',
    offer_type: 'voucher',
    card_product_ids: [],
    per_user_limit: 1,
    valid_from: '',
    valid_to: '',
    options: [],
    status: 'draft',
  };
}
