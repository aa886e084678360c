import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidId, uuidRef } from './columns.ts';
import { uploadKinds } from '@portal/contract';
import { bookings } from './bookings.ts';

/** Files sent with a concierge request: the bytes live in the file store under a server-made name. */
export const airportConciergeUploads = pgTable(
  'airport_concierge_uploads',
  {
    id: uuidId(),
    bookingId: uuidRef('booking_id', () => bookings.id, 'cascade'),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('airport_concierge_uploads_booking_idx').on(t.bookingId)],
);
