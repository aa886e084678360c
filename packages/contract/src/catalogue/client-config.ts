import { z } from 'zod';

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
  texts: z.object({
    tagline: z.string(),
    golf_terms_pdf: z.string(),
    concierge_terms_pdf: z.string(),
    transfer_terms_pdf: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
