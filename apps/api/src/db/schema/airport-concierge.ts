import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploadKinds } from '@portal/contract';
import { bookings } from './bookings.ts';

/** Files sent with a concierge request: the bytes live in the file store under a server-made name. */
export const airportConciergeUploads = pgTable(
  'airport_concierge_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('airport_concierge_uploads_booking_idx').on(t.bookingId)],
);
