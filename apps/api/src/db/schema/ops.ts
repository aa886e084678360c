import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';
import { userKey, userRef } from './identity.ts';

/**
 * Staff sign-in: one row per concierge or admin user. The users row holds the role; this holds the
 * e-mail and the scrypt hash (salt and cost parameters inside it), and the account-wide back-off: wrong_attempts
 * counts wrong passwords from every address since the last sign-in, locked_until is when the next try from an
 * address that never signed in may come (issue 27 finding 12; the hard lock is per address, staff_sign_in_attempts).
 */
export const staffCredentials = pgTable('staff_credentials', {
  userId: userKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  createdAt: createdAt(),
  passwordChangedAt: timestamptz('password_changed_at').notNull().defaultNow(),
});

/**
 * Wrong console passwords per account and client address: this many lock that address alone (issue 27 finding 12),
 * so a stranger cannot lock the owner out. signed_in_at: the address signed in to the account before, and the
 * account-wide back-off spares it.
 */
export const staffSignInAttempts = pgTable(
  'staff_sign_in_attempts',
  {
    userId: userRef('cascade'),
    ip: text('ip').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    signedInAt: timestamptz('signed_in_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

/**
 * Issue 18: a one-time link to set a console password (a merchant user's invitation). Only a keyed hash of the
 * token is kept; setting the password uses it up.
 */
export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef('cascade'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_password_tokens_user_idx').on(t.userId)],
);

/**
 * One row per message ever handed to a channel, keyed by the notification's dedupe key: claimed before
 * sending, so a job run twice (lease ran out, two workers) never sends the same message twice.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  key: text('key').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});
