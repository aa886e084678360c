/** Expeditions (spec 02 §7 legacy nat_geo: search, filters, details, enquiry): an enquiry the concierge follows up. */
import { z } from 'zod';
import { emailSchema, mobileSchema } from '../common/fields.ts';
import { requestDateSchema } from './rewards-fields.ts';

const id = z.string().min(1).max(64);

export const expeditionFiltersSchema = z.object({
  destinations: z.array(z.string()),
  themes: z.array(z.string()),
  months: z.array(z.string()),
  durations: z.array(z.object({ id, label: z.string(), min_days: z.number().int(), max_days: z.number().int() })),
});
export const expeditionSearchQuerySchema = z.object({
  query: z.string().trim().max(64).optional(),
  destination: z.string().max(64).optional(),
  theme: z.string().max(64).optional(),
  month: z.string().max(16).optional(),
  duration: id.optional(),
});
export const expeditionSummarySchema = z.object({
  id,
  name: z.string(),
  destination: z.string(),
  theme: z.string(),
  days: z.number().int(),
  months: z.array(z.string()),
  price_from_inr: z.number(),
  image_url: z.string(),
});
export const expeditionSearchSchema = z.object({ expeditions: z.array(expeditionSummarySchema) });
export const expeditionDetailsSchema = expeditionSummarySchema.extend({
  description: z.string(),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string() })),
  departures: z.array(z.iso.date()),
});
export const expeditionEnquirySchema = z.object({
  expedition_id: id,
  departure: requestDateSchema,
  travellers: z.number().int().min(1).max(12),
  name: z.string().trim().min(1).max(100),
  email: emailSchema,
  mobile: mobileSchema,
  message: z.string().trim().max(1000).optional(),
});
export type ExpeditionEnquiry = z.infer<typeof expeditionEnquirySchema>;
