import { z } from 'zod';
import { binTypes } from '../cards/card-product.ts';
import { messages } from '../common/messages.ts';

/**
 * Spec 02 §8 'Configured bin messages', worded per client; the defaults are the spec's words. first6 is what a
 * card check by the first 6 digits says when they match no card; first4_last4 belongs to the mobile + first 4 and
 * last 4 digits check of a debit card (not a flow this portal shows); invalid_card is the card-info lookup's error.
 */
export const binMessagesSchema = z.object({
  first4_last4: z.string().min(1).default(messages.binFirst4Last4),
  first6: z.string().min(1).default(messages.binFirst6),
  invalid_card: z.string().min(1).default(messages.invalidCard),
});
export type BinMessages = z.infer<typeof binMessagesSchema>;
/** Spec 02 §9: the configuration's default bin type is first6. */
export const DEFAULT_CLIENT_BIN_TYPE = 'first6' as const;

/** Spec 02 §1: the white-label client configuration (theme, logo, flags, texts). */
export const clientConfigSchema = z.object({
  client_id: z.string(),
  project_id: z.string(),
  programme_name: z.string(),
  bank_name: z.string(),
  logo_url: z.string(),
  theme: z.object({ primary: z.string(), primary_contrast: z.string(), accent: z.string() }),
  helpline: z.string(),
  concierge_email: z.email(),
  client_type: z.enum(['Debit', 'Credit']),
  devices: z.array(z.enum(['web', 'mobile'])),
  auto_expiry: z.object({ minutes: z.number().int().positive(), enabled: z.boolean() }),
  flags: z.object({
    switch_card: z.boolean(),
    force_auth: z.boolean(),
    token_auth: z.boolean(),
    allow_user_create: z.boolean(),
    resend_allowed: z.boolean(),
    authenticate_bin: z.boolean(),
  }),
  // Defaults keep a configuration stored before these fields readable.
  default_bin_type: z.enum(binTypes).default(DEFAULT_CLIENT_BIN_TYPE),
  bin_messages: binMessagesSchema.default(() => binMessagesSchema.parse({})),
  texts: z.object({
    tagline: z.string(),
    golf_terms_pdf: z.string(),
    concierge_terms_pdf: z.string(),
    transfer_terms_pdf: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
