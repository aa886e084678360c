import { z } from 'zod';
import { isoDateSchema } from '../common/fields.ts';
import { golfCities } from '../catalogue/golf-constants.ts';
import { bundlePeriods, offerTypes } from './offer-status.ts';
import { offerOptionSchema, providerKinds } from './offer-schemas.ts';

/**
 * The offers section of a catalogue file (`offers` in the file `npm run catalogue:import` reads, and the demo the
 * seed loads). Rows are keyed by name (a merchant's offers by merchant and offer name), so a re-import upserts;
 * voucher codes already in a pool are kept once.
 */
const cardIds = z.array(z.string().regex(/^[a-z0-9-]+$/));
export const offersCatalogueSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string().min(1),
      icon: z.string().default(''),
      details: z.array(z.object({ name: z.string().min(1), description: z.string().default('') })).default([]),
    }),
  ),
  providers: z.array(z.object({ name: z.string().min(1), kind: z.enum(providerKinds) })).default([]),
  merchants: z.array(
    z.object({
      name: z.string().min(1),
      title: z.string().min(1),
      logo: z.string().default(''),
      description: z.string().default(''),
      category: z.string().min(1),
      outlets: z.array(
        z.object({
          city: z.enum(golfCities),
          address: z.string().min(1),
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
        }),
      ),
      offers: z.array(
        z.object({
          name: z.string().min(1),
          description: z.string(),
          terms: z.string(),
          redemption_steps: z.string(),
          offer_type: z.enum(offerTypes),
          card_product_ids: cardIds,
          per_user_limit: z.number().int().min(1),
          valid_from: isoDateSchema,
          valid_to: isoDateSchema,
          options: z.array(offerOptionSchema).default([]),
          provider: z.string().optional(),
          coupon_code: z.string().optional(),
          voucher_codes: z.array(z.string().min(1).max(64)).default([]),
          status: z.enum(['draft', 'live', 'paused', 'expired']).default('live'),
        }),
      ),
    }),
  ),
  bundles: z
    .array(
      z.object({
        name: z.string().min(1),
        description: z.string().default(''),
        card_product_ids: cardIds,
        groups: z.array(
          z.object({
            name: z.string().min(1),
            description: z.string().default(''),
            period: z.enum(bundlePeriods),
            choose_count: z.number().int().min(1),
            /** "Merchant name / offer name". */
            offers: z.array(z.string().min(1)),
          }),
        ),
      }),
    )
    .default([]),
});
export type OffersCatalogue = z.input<typeof offersCatalogueSchema>;
export type ParsedOffersCatalogue = z.output<typeof offersCatalogueSchema>;
