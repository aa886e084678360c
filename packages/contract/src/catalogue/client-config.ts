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
/**
 * Issue 18 (`PUT /api/core/client`): how an offer redemption checks the card the cardholder enters against their
 * registered cards, each with its configured message (spec 02 §8) when it matches none: first8 compares the first 8
 * digits ('Invalid Card'), first6 the first 6, first4_last4 the mobile (the session's) and the first 4 digits.
 */
export const offerIntegrationModes = ['first8', 'first6', 'first4_last4'] as const;
export type OfferIntegrationMode = (typeof offerIntegrationModes)[number];
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
  /** Absent: the default bin type decides (first6 or first8). */
  integration_mode: z.enum(offerIntegrationModes).optional(),
  /** The SMS provider's template id for the client's messages (empty: the provider's default). */
  sms_template_id: z.string().default(''),
  texts: z.object({
    tagline: z.string(),
    golf_terms_pdf: z.string(),
    concierge_terms_pdf: z.string(),
    transfer_terms_pdf: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** The mode an offer redemption checks cards by: unset, the whole entered bin must be a registered card's. */
export const integrationModeOf = (client: Pick<ClientConfig, 'integration_mode'>): OfferIntegrationMode =>
  client.integration_mode ?? 'first8';

/** The configured message for an entered card that matches none of the cardholder's (unset mode: by the default bin type). */
export function refusedCardMessage(client: Pick<ClientConfig, 'integration_mode' | 'default_bin_type' | 'bin_messages'>): string {
  const mode = client.integration_mode ?? (client.default_bin_type === 'first6' ? 'first6' : 'first8');
  return mode === 'first8' ? client.bin_messages.invalid_card : client.bin_messages[mode];
}

/**
 * Whether an entered card (6 or 8 digits) is a registered card (a bin of 6 or 8 digits) under the mode: first8
 * needs the whole bin (a 6-digit registered debit bin matches the 8 digits that start with it), first6 the first 6
 * digits, first4_last4 the first 4 (only bins are stored, never the last 4 digits of a card).
 */
export function cardMatchesByMode(mode: OfferIntegrationMode, registeredBin: string, entered: string): boolean {
  if (mode === 'first6') return registeredBin.slice(0, 6) === entered.slice(0, 6);
  if (mode === 'first4_last4') return registeredBin.slice(0, 4) === entered.slice(0, 4);
  return registeredBin === entered || (registeredBin.length === 6 && entered.length === 8 && entered.startsWith(registeredBin));
}
