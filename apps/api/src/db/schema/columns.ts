import { bigint, integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The column groups the tables share, written once. Each is a function: a Drizzle column belongs to the one
 * table it is declared in, so every table gets its own. They change no SQL: `drizzle-kit generate` finds
 * nothing to migrate after a table moves onto them.
 */

/** Every point in time is stored with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
/** When the row last changed: now on insert, and the code sets it again on each update. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
/** Insertion order: breaks ties between equal timestamps (PGlite's clock counts milliseconds). */
export const insertionOrder = () => bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity();
/**
 * What the payment gateway tells us once a payment settles: its own id for the payment (which a refund names),
 * the masked card (never the number), and when.
 */
export const gatewayOutcome = () => ({
  gatewayPaymentId: text('gateway_payment_id'),
  cardMask: text('card_mask'),
  settledAt: timestamptz('settled_at'),
});
/** A generated uuid primary key. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();
/** A required reference to another table's uuid id; `cascade`: the row goes when the one it belongs to goes. */
export const uuidRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
/** The same for a table keyed by an integer (the catalogue's place lists). */
export const integerRef = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target);

/** Catalogue rows: the source file's id, and the order the file lists them in. */
export const catalogueId = () => text('id').primaryKey();
export const position = () => integer('position').notNull().default(0);
