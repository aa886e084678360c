import { z } from 'zod';

export const cardCategories = ['credit', 'debit'] as const;
export const cardNetworks = ['visa', 'master', 'rupay', 'amex', 'diners'] as const;
export const binTypes = ['first6', 'first8'] as const;
export type BinType = (typeof binTypes)[number];

/** A card's yearly allowance of each service; the registry's `allowance` names one of these (BenefitKey). */
export const cardBenefitsSchema = z.object({
  golf_rounds_per_year: z.number().int().min(0),
  airport_concierge_sessions_per_year: z.number().int().min(0),
  airport_transfers_per_year: z.number().int().min(0),
  // Added with their kinds (issue 15): a catalogue written before them still reads, as 0.
  turf_slots_per_year: z.number().int().min(0).default(0),
  t20_tickets_per_year: z.number().int().min(0).default(0),
});

export const cardProductSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    bin: z.string().regex(/^(\d{6}|\d{8})$/),
    bin_type: z.enum(binTypes),
    align: z.enum(['vertical', 'horizontal']),
    image: z.string().min(1),
    network: z.enum(cardNetworks),
    category: z.enum(cardCategories),
    link: z.url(),
    golf_partner_redirect: z.url().nullable().default(null),
    // The two Burgundy debit entries match cards but are not listed in the header's menu.
    in_menu: z.boolean().default(true),
    benefits: cardBenefitsSchema,
  })
  .refine((c) => c.bin.length === (c.bin_type === 'first6' ? 6 : 8), {
    message: 'bin length must match bin_type',
    path: ['bin'],
  });
export type CardProduct = z.infer<typeof cardProductSchema>;

/** What the public catalogue read returns: everything but nothing internal. */
export const cardProductListSchema = z.object({ data: z.array(cardProductSchema) });
