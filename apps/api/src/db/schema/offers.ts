import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  bundlePeriods,
  giftCardPurchaseStatuses,
  giftCardStatuses,
  offerStatuses,
  offerTypes,
  providerKinds,
  redemptionStatuses,
  type OfferOption,
} from '@portal/contract';
import { createdAt, insertionOrder, position, timestamptz, updatedAt, uuidId, uuidRef } from './columns.ts';
import { userKey, userRef } from './identity.ts';

/**
 * Issue 18: the offers platform. Catalogue rows (merchants … bundle groups) are keyed by uuids the import
 * derives from their names, so a re-import upserts; voucher codes, coupon codes and gift-card codes and PINs are
 * stored encrypted (AES-256-GCM, OFFERS_CODE_KEY), never in clear.
 */
/** When something happened to a row (a status, an event, a resend). */
const happenedAt = () => timestamptz('at').notNull().defaultNow();
/** A history row (a redemption's status, a gift card's event): when, and its place in the history. */
const historyTime = () => ({ at: happenedAt(), seq: insertionOrder() });

export const offerCategories = pgTable('offer_categories', {
  id: uuidId(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default(''),
  position: position(),
});

export const offerCategoryDetails = pgTable('offer_category_details', {
  id: uuidId(),
  categoryId: uuidRef('category_id', () => offerCategories.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

/** A supplier of codes or gift cards. */
export const offerProviders = pgTable('offer_providers', {
  id: uuidId(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: providerKinds }).notNull(),
});

export const merchants = pgTable('merchants', {
  id: uuidId(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  logo: text('logo').notNull().default(''),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** A merchant's users (role 'merchant'): what a merchant user may see is this merchant's only. */
export const merchantUsers = pgTable('merchant_users', {
  userId: userKey(),
  merchantId: uuidRef('merchant_id', () => merchants.id),
});

export const merchantOutlets = pgTable(
  'merchant_outlets',
  {
    id: uuidId(),
    merchantId: uuidRef('merchant_id', () => merchants.id),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('merchant_outlets_merchant_idx').on(t.merchantId), index('merchant_outlets_position_idx').on(t.latitude, t.longitude)],
);

export const offers = pgTable(
  'offers',
  {
    id: uuidId(),
    merchantId: uuidRef('merchant_id', () => merchants.id),
    categoryId: uuidRef('category_id', () => offerCategories.id),
    providerId: uuid('provider_id').references(() => offerProviders.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    terms: text('terms').notNull().default(''),
    redemptionSteps: text('redemption_steps').notNull().default(''),
    offerType: text('offer_type', { enum: offerTypes }).notNull(),
    options: jsonb('options').notNull().$type<OfferOption[]>().default([]),
    /** A coupon's one shared code, encrypted. */
    couponCode: text('coupon_code'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_status_idx').on(t.status, t.name),
    index('offers_merchant_idx').on(t.merchantId),
    index('offers_category_idx').on(t.categoryId),
  ],
);

/**
 * A merchant's edit of an approved (live or paused) offer, waiting for the programme admin (issue 27): one per offer,
 * its fields as the contract's change names them (a coupon code sealed); a new edit merges into it under a new id, so
 * an admin decides on the change they saw. The offer's row, what cardholders see, moves only when it is approved.
 */
export const offerPendingChanges = pgTable('offer_pending_changes', {
  offerId: uuid('offer_id')
    .primaryKey()
    .references(() => offers.id, { onDelete: 'cascade' }),
  id: uuid('id').notNull().defaultRandom(),
  fields: jsonb('fields').notNull().$type<Record<string, unknown>>(),
  submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
});

/** The card products an offer is for; none: every card. */
export const offerCardProducts = pgTable(
  'offer_card_products',
  {
    offerId: uuidRef('offer_id', () => offers.id, 'cascade'),
    cardProductId: text('card_product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.cardProductId] }), index('offer_card_products_card_idx').on(t.cardProductId)],
);

/** The voucher pool: each code handed out at most once (redemption_id set under FOR UPDATE SKIP LOCKED). */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: uuidId(),
    offerId: uuidRef('offer_id', () => offers.id, 'cascade'),
    /** AES-256-GCM of the code. */
    codeEncrypted: text('code_encrypted').notNull(),
    /** A keyed hash of the code: refuses a duplicate upload without decrypting the pool. */
    codeHash: text('code_hash').notNull(),
    redemptionId: uuid('redemption_id'),
    claimedAt: timestamptz('claimed_at'),
    seq: insertionOrder(),
  },
  (t) => [
    uniqueIndex('voucher_codes_offer_hash_idx').on(t.offerId, t.codeHash),
    index('voucher_codes_free_idx')
      .on(t.offerId, t.seq)
      .where(sql`${t.redemptionId} is null`),
  ],
);

/** What a card tier is entitled to choose from ("Welcome benefit", "Quarterly dining"). */
export const bundles = pgTable('bundles', {
  id: uuidId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  cardProductIds: jsonb('card_product_ids').notNull().$type<string[]>(),
});

export const bundleGroups = pgTable('bundle_groups', {
  id: uuidId(),
  bundleId: uuidRef('bundle_id', () => bundles.id, 'cascade'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  period: text('period', { enum: bundlePeriods }).notNull(),
  chooseCount: integer('choose_count').notNull(),
  offerIds: jsonb('offer_ids').notNull().$type<string[]>(),
});

/** A bundle offer a cardholder chose (PUT /offers/{id} status 'selected'): one unit of the group's period. */
export const offerSelections = pgTable(
  'offer_selections',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    bundleGroupId: uuidRef('bundle_group_id', () => bundleGroups.id),
    offerId: uuidRef('offer_id', () => offers.id),
    periodKey: text('period_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offer_selections_once_idx').on(t.userId, t.bundleGroupId, t.offerId, t.periodKey)],
);

/** An offer redeemed or a gift card claimed (spec 02 §3 'Redemption'), with its OTP step kept as hashes. */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuidId(),
    userId: userRef(),
    offerId: uuidRef('offer_id', () => offers.id),
    bundleGroupId: uuid('bundle_group_id').references(() => bundleGroups.id),
    periodKey: text('period_key'),
    status: text('status', { enum: redemptionStatuses }).notNull().default('otp_sent'),
    cardBin: text('card_bin').notNull(),
    cardProductId: text('card_product_id').notNull(),
    userEmail: text('user_email'),
    userPhone: text('user_phone'),
    guestName: text('guest_name'),
    masterRetailOptionId: text('master_retail_option_id'),
    /** Keyed hashes of the step's token and its one-time code; the code is used once. */
    tokenHash: text('token_hash').notNull(),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamptz('otp_expires_at').notNull(),
    otpWrongAttempts: integer('otp_wrong_attempts').notNull().default(0),
    voucherCodeId: uuid('voucher_code_id').references(() => voucherCodes.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    seq: insertionOrder(),
  },
  (t) => [
    uniqueIndex('redemptions_token_idx').on(t.tokenHash),
    index('redemptions_user_idx').on(t.userId, t.seq),
    index('redemptions_user_offer_idx').on(t.userId, t.offerId, t.status),
    index('redemptions_group_idx').on(t.userId, t.bundleGroupId, t.periodKey),
  ],
);

export const redemptionStatusHistory = pgTable(
  'redemption_status_history',
  {
    id: uuidId(),
    redemptionId: uuidRef('redemption_id', () => redemptions.id, 'cascade'),
    status: text('status', { enum: redemptionStatuses }).notNull(),
    ...historyTime(),
  },
  (t) => [index('redemption_status_history_idx').on(t.redemptionId, t.seq)],
);

/**
 * A gift card bought and paid in full by card (issue 29, walletbuddy's booking): the order, its one payment through
 * the payments pipeline (purpose `gift_card`), then the card the provider issues (gift_cards.purchase_id) or a refund.
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: uuidId(),
    userId: userRef(),
    offerId: uuidRef('offer_id', () => offers.id),
    masterRetailOptionId: text('master_retail_option_id').notNull(),
    brand: text('brand').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: giftCardPurchaseStatuses }).notNull().default('created'),
    /** The gateway transaction (PayU txnid), then what the gateway said of it. */
    txnid: text('txnid').unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    cardMask: text('card_mask'),
    settledAt: timestamptz('settled_at'),
    /** The whole amount back when the provider refused the card (or a capture came after the order was let go). */
    refundStatus: text('refund_status', { enum: ['requested', 'refunded', 'failed'] }),
    refundRequestId: text('refund_request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_purchases_user_idx').on(t.userId, t.createdAt)],
);

/** A gift card ordered from a provider: claimed from a bundle (a redemption) or bought (a purchase); the order's key is that row's id. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuidId(),
    redemptionId: uuid('redemption_id').references(() => redemptions.id),
    purchaseId: uuid('purchase_id').references(() => giftCardPurchases.id),
    userId: userRef(),
    offerId: uuidRef('offer_id', () => offers.id),
    orderKey: text('order_key').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: giftCardStatuses }).notNull().default('pending'),
    codeEncrypted: text('code_encrypted'),
    pinEncrypted: text('pin_encrypted'),
    balance: integer('balance'),
    expiresOn: date('expires_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_order_key_idx').on(t.orderKey),
    uniqueIndex('gift_cards_redemption_idx').on(t.redemptionId),
    uniqueIndex('gift_cards_purchase_idx').on(t.purchaseId),
    check('gift_cards_claimed_or_bought', sql`(${t.redemptionId} is null) <> (${t.purchaseId} is null)`),
  ],
);

export const giftCardEvents = pgTable(
  'gift_card_events',
  {
    id: uuidId(),
    giftCardId: uuidRef('gift_card_id', () => giftCards.id, 'cascade'),
    kind: text('kind').notNull(),
    ...historyTime(),
  },
  (t) => [index('gift_card_events_idx').on(t.giftCardId, t.seq)],
);

/** Every voucher resend, for the limit of 3 an hour. */
export const voucherResends = pgTable(
  'voucher_resends',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    redemptionId: uuidRef('redemption_id', () => redemptions.id, 'cascade'),
    at: happenedAt(),
  },
  (t) => [index('voucher_resends_user_idx').on(t.userId, t.at)],
);

/**
 * One row: moved by triggers on every statement that writes what the offer lists show (offers, their card products,
 * merchants, outlets, voucher pools), whoever writes it, so each process knows to rebuild its in-memory read model
 * (docs/decisions/015-offers-read-model.md). A code handed out is an update and does not move it.
 */
export const offersVersion = pgTable('offers_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
