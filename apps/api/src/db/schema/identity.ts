import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId, uuidRef } from './columns.ts';

export const users = pgTable('users', {
  id: uuidId(),
  mobile: text('mobile').notNull().unique(),
  email: text('email'),
  name: text('name'),
  callingCode: text('calling_code').notNull().default('91'),
  countryId: integer('country_id').notNull().default(1),
  role: text('role', { enum: ['cardholder', 'concierge', 'admin', 'merchant'] })
    .notNull()
    .default('cardholder'),
  lastLoginAt: timestamptz('last_login_at'),
  // The sign-in before the current one: what 'Last Login' shows.
  previousLoginAt: timestamptz('previous_login_at'),
  createdAt: createdAt(),
});

/** The user a row belongs to; `cascade`: the row goes when the account goes. */
export const userRef = (onDelete?: 'cascade') => uuidRef('user_id', () => users.id, onDelete);
/** The key of a table that adds to users one to one (preferences, staff sign-in): gone with the account. */
export const userKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

/** Opaque bearer sessions: only a SHA-256 of the token is stored, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** A cardholder's cards, known only by BIN (never a full number). */
export const userCards = pgTable(
  'user_cards',
  {
    id: uuidId(),
    userId: userRef('cascade'),
    bin: text('bin').notNull(),
    binType: text('bin_type', { enum: ['first6', 'first8'] }).notNull(),
    cardProductId: text('card_product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_cards_user_bin_idx').on(t.userId, t.bin)],
);

/**
 * One live code per mobile and purpose ('session' for sign-in, 'external' for the external OTP flow):
 * a resend replaces the row. Only a keyed hash of the code is stored.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['session', 'external'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    otpType: text('otp_type', { enum: ['login', 'activation', 'external'] }).notNull(),
    refNo: text('ref_no').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.purpose] }), uniqueIndex('otp_codes_ref_no_idx').on(t.refNo)],
);

/** Every code sent, for the send limits per mobile and per client address (shared by all processes). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuidId(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_sends_mobile_idx').on(t.mobile, t.createdAt), index('otp_sends_ip_idx').on(t.ip, t.createdAt)],
);

/** A mobile locked after too many wrong codes, until locked_until. */
export const otpLocks = pgTable('otp_locks', {
  mobile: text('mobile').primaryKey(),
  lockedUntil: timestamptz('locked_until').notNull(),
});

export const contactPreferences = pgTable('contact_preferences', {
  userId: userKey(),
  sms: boolean('sms').notNull().default(true),
  email: boolean('email').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * A cardholder's new e-mail waiting for its link to be opened (issue 29): until then users.email keeps the old,
 * verified one (or none), which is what vouchers and receipts go to. Only a keyed hash of the link's token is kept.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('cascade'),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId, t.createdAt)],
);
