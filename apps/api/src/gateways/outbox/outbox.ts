import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferInsert;

/** The local delivery channel for SMS and e-mail: messages land in a table instead of leaving the machine. */
export async function recordOutboxMessage(db: Database, message: OutboxMessage) {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}

export async function listOutbox(db: Database, recipient: string, limit = 50) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.seq))
    .limit(limit);
}
