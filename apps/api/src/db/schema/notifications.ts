import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, insertionOrder, uuidId } from './columns.ts';

/** Where the local SMS and e-mail channels deliver: readable at GET /api/dev/outbox outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuidId(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    createdAt: createdAt(),
    /** Insertion order: a resend within the same millisecond is still the newest message. */
    seq: insertionOrder(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
