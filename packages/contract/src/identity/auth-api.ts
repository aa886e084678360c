import { z } from 'zod';
import { binTypes } from '../cards/card-product.ts';
import { BIN_LENGTH, COUNTRY_CALLING_CODE } from '../common/constants.ts';
import { messages } from '../common/messages.ts';
import { anyBinSchema, binSchema, idSchema, mobileSchema, plainText } from '../common/fields.ts';
import { STAFF_PASSWORD_MAX_LENGTH } from '../ops/staff.ts';
import { accountEmailSchema, nameSchema, otpCodeSchema } from './sign-in-form.ts';

/** Request and response bodies of the customer-service and core auth calls (spec 01 §3, §7). */

export const binValidateRequestSchema = z.object({ bin: binSchema });
export const binValidateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ card_id: z.string(), name: z.string(), bin_type: z.enum(binTypes), image: z.string(), category: z.string() }),
});
export type BinValidateResponse = z.infer<typeof binValidateResponseSchema>;

/** Spec 01 §7 also lists GET /users/search?mobile=&password=: the concierge desk's lookup, answered only with its password right. */
export const userSearchQuerySchema = z.object({
  mobile: mobileSchema,
  bin: anyBinSchema.optional(),
  password: z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH).optional(),
});
export const userRefSchema = z.object({ id: idSchema, mobile: z.string() });
export const userRefResponseSchema = z.object({ data: userRefSchema });
/** The existence check answers `data: null` for an unknown mobile: not an error in the sign-in flow. */
export const userSearchResponseSchema = z.object({ data: userRefSchema.nullable() });
export type UserRef = z.infer<typeof userRefSchema>;

export const signUpRequestSchema = z.object({
  mobile: mobileSchema,
  email: accountEmailSchema,
  name: nameSchema,
  calling_code: z.literal(COUNTRY_CALLING_CODE).default(COUNTRY_CALLING_CODE),
  country_id: z.union([z.literal('IN'), z.number().int().positive()]).default('IN'),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
/** The core family's sign-up: mobile, email and an optional country (spec 01 §7); the name may follow later. */
export const coreSignUpRequestSchema = signUpRequestSchema.extend({ name: nameSchema.optional() });

export const otpTypes = ['login', 'activation'] as const;
export type OtpType = (typeof otpTypes)[number];
export const otpRequestSchema = z.object({ mobile: mobileSchema, otp_type: z.enum(otpTypes) });
export const otpRequestResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ otp_type: z.enum(otpTypes), expires_at: z.iso.datetime() }),
});

export const otpVerifyRequestSchema = z.object({ otp_type: z.enum(otpTypes), code: otpCodeSchema, bin: anyBinSchema.optional() });
/**
 * Spec 01 §3: the verify answer carries token, wrong_attempts_left and user_unlock_at together, so a code
 * that was checked and found wrong is an answer (verified false), not an error.
 */
export const otpVerifyResponseSchema = z.object({
  verified: z.boolean(),
  token: z.string().nullable(),
  session_id: z.uuid().nullable(),
  expires_at: z.iso.datetime().nullable(),
  wrong_attempts_left: z.number().int().min(0),
  user_unlock_at: z.iso.datetime().nullable(),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export const userDetailsSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  token: z.string(),
  country_id: z.number().int(),
  calling_code: z.string(),
  last_login: z.object({ time: z.iso.datetime().nullable() }),
  expires_at: z.iso.datetime(),
  /** Issue 29: a new e-mail waiting for its link to be opened; `email` (what vouchers and receipts use) stays until then. */
  pending_email: z.string().nullable().optional(),
});
export const userDetailsResponseSchema = z.object({ data: userDetailsSchema });
export type UserDetails = z.infer<typeof userDetailsSchema>;
export const updateUserRequestSchema = z
  .object({ name: nameSchema.optional(), email: accountEmailSchema.optional() })
  .refine((v) => v.name !== undefined || v.email !== undefined, { message: 'Nothing to change.' });

export const userCardSchema = z.object({
  id: z.uuid(),
  type: z.literal('user_card'),
  attributes: z.object({
    bin: z.string(),
    bin_type: z.enum(binTypes),
    card_id: z.string(),
    card_name: z.string(),
    created_at: z.iso.datetime(),
  }),
});
export type UserCard = z.infer<typeof userCardSchema>;
/** Spec 02 §7: bin and bin_type (first6 or first8); first8 needs all 8 digits, first6 takes 6 or 8 (the first 6 count). */
const userCardBinSchema = z
  .object({ bin: anyBinSchema, bin_type: z.enum(binTypes).optional() })
  .refine((v) => v.bin_type !== 'first8' || v.bin.length === BIN_LENGTH, { path: ['bin'], message: messages.invalidBin });
export const addUserCardRequestSchema = userCardBinSchema;
export const addUserCardResponseSchema = z.object({
  data: userCardSchema.extend({ attributes: userCardSchema.shape.attributes.extend({ session_token: z.string() }) }),
});
export const userCardListResponseSchema = z.object({ data: z.array(userCardSchema) });
export const userCardSearchQuerySchema = userCardBinSchema;

export const signOutResponseSchema = z.object({ success: z.literal(true) });
export const signOutEverywhereResponseSchema = z.object({ success: z.literal(true), sessions_ended: z.number().int() });

export const createWithUserRequestSchema = z.object({
  token: plainText().min(1).max(200),
  uid: idSchema,
  client: plainText().min(1).max(100),
});
export const createWithUserResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    type: z.literal('session'),
    attributes: z.object({ token: z.string(), uid: z.uuid(), client: z.string(), expires_at: z.iso.datetime() }),
  }),
});

export const externalOtpRequestSchema = z.object({ mobile: mobileSchema });
export const externalOtpResponseSchema = z.object({ ref_no: z.string(), expires_at: z.iso.datetime() });
export const externalOtpVerifyRequestSchema = z.object({ ref_no: plainText().min(1).max(100), code: otpCodeSchema });
export const externalOtpVerifyResponseSchema = z.object({
  verified: z.boolean(),
  wrong_attempts_left: z.number().int().min(0),
  user_unlock_at: z.iso.datetime().nullable(),
});

export const contactPreferencesSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export type ContactPreferences = z.infer<typeof contactPreferencesSchema>;
export const contactPreferencesResponseSchema = z.object({ data: contactPreferencesSchema });

/** GET /api/dev/outbox (outside production): a mobile number or an e-mail address. */
export const outboxQuerySchema = z.object({ to: plainText({ trim: true }).min(3).max(254) });
export const outboxEntrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  body: z.string(),
  created_at: z.iso.datetime(),
});

/** How long the link that confirms a cardholder's new e-mail works (issue 29). */
export const EMAIL_VERIFICATION_VALID_HOURS = 24;
/** POST /api/core/email_verifications/verify: the token from the e-mailed link (no sign-in needed: it may open anywhere). */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(20).max(200) });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export const verifyEmailResponseSchema = z.object({ status: z.literal('success'), msg: z.string(), email: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
