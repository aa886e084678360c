import { z } from 'zod';
import { anyBinSchema, emailSchema, idSchema, isoDateSchema, mobileSchema, plainText } from '../common/fields.ts';
import { OTP_LENGTH } from '../common/constants.ts';
import { clientConfigSchema, offerIntegrationModes } from '../catalogue/client-config.ts';
import { bundlePeriods, offerStatuses, offerTypes, redemptionStatuses } from './offer-status.ts';

/**
 * Issue 18: every call of the offer service (`/api/offer`). Lists take `eligible=true|false`: true keeps what the
 * signed-in cardholder's registered cards may use (sign-in required), false or absent keeps everything, each item
 * with `eligible` (null when nobody is signed in) and `eligibility_reason`.
 */
const text = (max: number) => plainText({ trim: true }).max(max);
const longText = (max: number) => plainText({ trim: true, multiline: true }).max(max);

export const eligibleFlagSchema = z.enum(['true', 'false']).optional();
export const eligibleQuerySchema = z.object({ eligible: eligibleFlagSchema });
export const OFFERS_PER_PAGE = 20;

export const offerListQuerySchema = z.object({
  eligible: eligibleFlagSchema,
  category: idSchema.optional(),
  merchant: idSchema.optional(),
  city: text(60).optional(),
  text: text(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const NEARBY_DEFAULT_RADIUS_KM = 10;
export const nearbyQuerySchema = z.object({
  eligible: eligibleFlagSchema,
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radius_km: z.coerce.number().min(1).max(100).default(NEARBY_DEFAULT_RADIUS_KM),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const binQuerySchema = z.object({ bin: anyBinSchema });
export const binValidateQuerySchema = z.object({ bin: anyBinSchema, bundle_id: idSchema.optional() });

// --- what the lists answer ---------------------------------------------------------------------------------------
const eligibility = { eligible: z.boolean().nullable(), eligibility_reason: z.string() };

export const offerCategorySchema = z.object({ id: z.string(), name: z.string(), icon: z.string(), offer_count: z.number().int() });
export const categoryDetailSchema = z.object({ id: z.string(), category_id: z.string(), name: z.string(), description: z.string() });
export const providerKinds = ['codes', 'gift_cards'] as const;
export const offerProviderSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(providerKinds) });
export const outletSchema = z.object({
  id: z.string(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const merchantSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  logo: z.string(),
  description: z.string(),
  offer_count: z.number().int(),
});
/** An offer's option (`master_retail_option_id`): a gift card's denomination, a voucher's variant. */
export const offerOptionSchema = z.object({
  id: z.string().min(1).max(40),
  label: z.string().min(1).max(80),
  value: z.number().int().min(0),
});
export type OfferOption = z.infer<typeof offerOptionSchema>;

export const offerSummarySchema = z.object({
  id: z.string(),
  merchant_id: z.string(),
  merchant_name: z.string(),
  /** The merchant's logo (a URL; '' when it has none). */
  merchant_logo: z.string(),
  category_id: z.string(),
  category_name: z.string(),
  name: z.string(),
  description: z.string(),
  offer_type: z.enum(offerTypes),
  status: z.enum(offerStatuses),
  valid_from: z.string(),
  valid_to: z.string(),
  per_user_limit: z.number().int(),
  card_product_ids: z.array(z.string()),
  /** Codes left in a voucher offer's pool; null for the other types. */
  stock_left: z.number().int().nullable(),
  ...eligibility,
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;
export const offerDetailSchema = offerSummarySchema.extend({
  terms: z.string(),
  redemption_steps: z.string(),
  options: z.array(offerOptionSchema),
  merchant: merchantSchema.omit({ offer_count: true }),
  outlets: z.array(outletSchema),
  /** How many more times the signed-in cardholder may redeem it (null when nobody is signed in). */
  redemptions_left: z.number().int().nullable(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;
export const nearbyOfferSchema = offerSummarySchema.extend({ distance_km: z.number(), outlet: outletSchema });
export const nearbyMerchantSchema = merchantSchema.extend({ distance_km: z.number() });
export const offerPageSchema = z.object({
  data: z.array(offerSummarySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

export const bundleGroupSchema = z.object({
  id: z.string(),
  bundle_id: z.string(),
  name: z.string(),
  description: z.string(),
  period: z.enum(bundlePeriods),
  choose_count: z.number().int(),
  /** This period's units used and left by the signed-in cardholder (null when nobody is signed in). */
  used: z.number().int().nullable(),
  left: z.number().int().nullable(),
  offer_ids: z.array(z.string()),
});
export type BundleGroup = z.infer<typeof bundleGroupSchema>;
export const bundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  card_product_ids: z.array(z.string()),
  groups: z.array(bundleGroupSchema),
  ...eligibility,
});
export type Bundle = z.infer<typeof bundleSchema>;

export const offerCardDetailsSchema = z.object({
  bin: z.string(),
  card_product_id: z.string(),
  name: z.string(),
  network: z.string(),
  category: z.string(),
});
export const offerBinValidateResponseSchema = z.object({ success: z.boolean(), msg: z.string() });

// --- redemptions and gift cards -------------------------------------------------------------------------------------
export const redemptionHistorySchema = z.object({ status: z.enum(redemptionStatuses), at: z.string() });
export const redemptionSchema = z.object({
  id: z.string(),
  offer_id: z.string(),
  offer_name: z.string(),
  merchant_name: z.string(),
  offer_type: z.enum(offerTypes),
  bundle_group_id: z.string().nullable(),
  status: z.enum(redemptionStatuses),
  card_bin: z.string(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  guest_name: z.string().nullable(),
  master_retail_option_id: z.string().nullable(),
  /** The voucher's or coupon's code: only to its owner, only once completed. */
  voucher_code: z.string().nullable(),
  gift_card_id: z.string().nullable(),
  created_at: z.string(),
  history: z.array(redemptionHistorySchema),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const giftCardStatuses = ['pending', 'fulfilled', 'failed'] as const;
export const giftCardSchema = z.object({
  id: z.string(),
  offer_id: z.string(),
  brand: z.string(),
  status: z.enum(giftCardStatuses),
  /** Shown only once the provider has fulfilled the order, and only to its owner. */
  code: z.string().nullable(),
  pin: z.string().nullable(),
  balance: z.number().int().nullable(),
  expires_on: z.string().nullable(),
  events: z.array(z.object({ kind: z.string(), at: z.string() })),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** The OTP step of a redeem or a claim: the first call (no token) sends the code, the second carries both. */
const otpStep = {
  token: z.string().min(16).max(100).optional(),
  otp_confirmation: z
    .string()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))
    .optional(),
};
export const redeemOfferSchema = z.object({
  /** One of the cardholder's registered cards; absent: the first of them that may use the offer. */
  bin: anyBinSchema.optional(),
  user_email: emailSchema.optional(),
  user_phone: mobileSchema.optional(),
  guest_name: text(80).optional(),
  master_retail_option_id: z.string().min(1).max(40).optional(),
  ...otpStep,
});
export type RedeemOfferRequest = z.infer<typeof redeemOfferSchema>;
export const giftCardRedeemSchema = z.object({
  offer_id: idSchema,
  bundle_group_id: idSchema,
  master_retail_option_id: z.string().min(1).max(40),
  bin: anyBinSchema.optional(),
  ...otpStep,
});
export type GiftCardRedeemRequest = z.infer<typeof giftCardRedeemSchema>;
/** The first answer of a redeem or claim: the code went to the cardholder's mobile. */
export const otpRequiredResponseSchema = z.object({
  status: z.literal('otp_required'),
  msg: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export const redeemedResponseSchema = z.object({ status: z.literal('success'), msg: z.string(), data: redemptionSchema });
export const giftCardClaimResponseSchema = z.object({
  status: z.enum(giftCardStatuses),
  msg: z.string(),
  data: redemptionSchema,
  gift_card: giftCardSchema,
});
export const messageResponseSchema = z.object({ status: z.literal('success'), msg: z.string() });

// --- PUT /offers/{id}: a cardholder selects a bundle's offer; a merchant or admin changes the offer's status ----
export const selectOfferSchema = z.object({ status: z.literal('selected'), bundle_group_id: idSchema });
export const offerStatusChangeSchema = z.object({ status: z.enum(offerStatuses) });
// --- merchant and admin calls -----------------------------------------------------------------------------------------
export const merchantCreateSchema = z.object({
  name: text(80).min(1),
  title: text(120).min(1),
  logo: text(300).default(''),
  description: longText(2000).default(''),
  outlets: z
    .array(outletSchema.omit({ id: true }).extend({ city: text(60).min(1), address: text(300).min(1) }))
    .max(500)
    .default([]),
});
export const merchantWithUserSchema = merchantCreateSchema.extend({ user: z.object({ mobile: mobileSchema, email: emailSchema }) });
const offerFields = z.object({
  merchant_id: idSchema,
  category_id: idSchema,
  name: text(120).min(1),
  description: longText(2000),
  terms: longText(5000),
  redemption_steps: longText(2000),
  offer_type: z.enum(offerTypes),
  /** Empty: every card. */
  card_product_ids: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(50),
  per_user_limit: z.number().int().min(1).max(100),
  valid_from: isoDateSchema,
  valid_to: isoDateSchema,
  options: z.array(offerOptionSchema).max(20).default([]),
  /** A coupon's one shared code. */
  coupon_code: text(64).optional(),
  /** A merchant's new offer is a draft whatever it asks: the programme admin approves it. */
  status: z.enum(['draft', 'live']).default('draft'),
});
const datesInOrder = (offer: { valid_from?: string; valid_to?: string }) =>
  !offer.valid_from || !offer.valid_to || offer.valid_from <= offer.valid_to;
export const offerCreateSchema = offerFields.refine(datesInOrder, { path: ['valid_to'], message: 'valid_to is before valid_from' });
export type OfferCreate = z.infer<typeof offerCreateSchema>;

// --- PUT /offers/{id} (merchant or admin), after the fields it changes ---------------------------------------------
/**
 * A merchant's or admin's change: any of the offer's own fields (not its merchant or type), and/or a new status
 * (through the offer state machine, as the caller's role allows).
 */
/** The fields a change may name, none with a default: a change holds only what it changes (a pause keeps the options). */
export const offerEditableFieldsSchema = offerFields
  .omit({ merchant_id: true, offer_type: true, status: true })
  .extend({ options: z.array(offerOptionSchema).max(20) })
  .partial();
export type OfferEditableFields = z.infer<typeof offerEditableFieldsSchema>;
export const offerChangeSchema = offerEditableFieldsSchema
  .extend({ status: z.enum(offerStatuses).optional() })
  .refine(datesInOrder, { path: ['valid_to'], message: 'valid_to is before valid_from' });
export type OfferChange = z.infer<typeof offerChangeSchema>;
/**
 * A merchant's edit of an approved (live or paused) offer, waiting for the programme admin (issue 27): cardholders
 * see the offer as approved until the admin approves it. `fields` holds only what it changes; a coupon code masked.
 */
export const offerPendingChangeSchema = z.object({
  id: z.string(),
  submitted_at: z.string(),
  fields: offerEditableFieldsSchema.extend({ coupon_code: z.string().optional() }),
});
export type OfferPendingChange = z.infer<typeof offerPendingChangeSchema>;
/** `POST /offers/{id}/pending_change/{approve|reject}` (admin): the change decided on, as the admin saw it. */
export const offerChangeDecisionSchema = z.object({ change_id: idSchema });
export const offerChangeDecisionParamsSchema = z.object({ id: idSchema, decision: z.enum(['approve', 'reject']) });
export const offerUpdateSchema = z.union([selectOfferSchema, offerChangeSchema]);
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

/** `POST /offers/{id}/vouchers` (multipart, the CSV in `vouchers_file`): one code a row, an optional header `code`. */
export const voucherUploadMultipartSchema = z.object({ vouchers_file: z.file() });
/** `?dry_run=true`: the same answer without loading anything (the console's preview). */
export const voucherUploadQuerySchema = z.object({ dry_run: z.enum(['true', 'false']).optional() });
export const voucherUploadResultSchema = z.object({
  /** Codes loaded (with dry_run: that would be loaded). */
  loaded: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /** Codes left in the pool after the upload (with dry_run: now). */
  stock_left: z.number().int(),
  dry_run: z.boolean(),
});
export type VoucherUploadResult = z.infer<typeof voucherUploadResultSchema>;

/** POST /merchants/{id}/users: another user of a merchant, invited by e-mail to set a password. */
export const merchantUserCreateSchema = z.object({ mobile: mobileSchema, email: emailSchema });
export const merchantUserSchema = z.object({
  id: z.string(),
  merchant_id: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** False until the invitation's link has been used. */
  password_set: z.boolean(),
});
export const merchantUserParamsSchema = z.object({ id: idSchema, user_id: idSchema });
export const merchantCreatedSchema = merchantSchema.omit({ offer_count: true }).extend({ outlets: z.array(outletSchema) });
export const merchantWithUserResponseSchema = z.object({
  msg: z.string(),
  data: merchantCreatedSchema,
  user: merchantUserSchema,
});

/** An offer as its merchant and the admin see it in the console: any status, with its stock and the moves allowed. */
export const managedOfferSchema = offerSummarySchema.omit({ eligible: true, eligibility_reason: true }).extend({
  terms: z.string(),
  redemption_steps: z.string(),
  options: z.array(offerOptionSchema),
  /** Codes ever loaded into a voucher offer's pool; null for the other types. */
  stock_total: z.number().int().nullable(),
  /** A voucher offer with LOW_STOCK_THRESHOLD codes left or fewer. */
  low_stock: z.boolean(),
  /** The statuses the caller may move it to. */
  next_statuses: z.array(z.enum(offerStatuses)),
  /** The merchant's edit waiting for the admin; null when there is none. */
  pending_change: offerPendingChangeSchema.nullable(),
});
export type ManagedOffer = z.infer<typeof managedOfferSchema>;
export const managedOfferQuerySchema = z.object({
  merchant_id: idSchema.optional(),
  status: z.enum(offerStatuses).optional(),
  low_stock: z.enum(['true', 'false']).optional(),
  /** true: only offers with a change waiting for the admin. */
  pending_change: z.enum(['true', 'false']).optional(),
});
export const managedOfferResponseSchema = z.object({ msg: z.string(), data: managedOfferSchema });

/** A redemption of the merchant's offers: the cardholder's phone and the code masked, never shown. */
export const merchantRedemptionSchema = z.object({
  id: z.string(),
  offer_id: z.string(),
  offer_name: z.string(),
  offer_type: z.enum(offerTypes),
  status: z.enum(redemptionStatuses),
  card_product_id: z.string(),
  user_phone_masked: z.string().nullable(),
  voucher_code_masked: z.string().nullable(),
  master_retail_option_id: z.string().nullable(),
  created_at: z.string(),
});
export type MerchantRedemption = z.infer<typeof merchantRedemptionSchema>;
export const merchantRedemptionQuerySchema = z.object({ merchant_id: idSchema.optional(), offer_id: idSchema.optional() });

export { offerIntegrationModes };
/** `PUT /api/core/client` (admin): how card eligibility is checked, its messages, the SMS template, texts and theme. */
export const clientOfferSettingsSchema = z.object({
  integration_mode: z.enum(offerIntegrationModes),
  bin_messages: z
    .object({ first4_last4: text(300).min(1), first6: text(300).min(1), invalid_card: text(300).min(1) })
    .partial()
    .optional(),
  sms_template_id: text(60).optional(),
  texts: clientConfigSchema.shape.texts.partial().optional(),
  theme: z
    .object({
      primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      primary_contrast: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    })
    .partial()
    .optional(),
});
export type ClientOfferSettings = z.infer<typeof clientOfferSettingsSchema>;
