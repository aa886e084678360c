import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the local outbox adapters "send": SMS and e-mail land here when no gateway is configured. */
export const outboxMessages = pgTable('outbox_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  attachments: jsonb('attachments'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
