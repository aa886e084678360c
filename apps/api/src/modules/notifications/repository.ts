import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationDeliveries } from '../../db/schema/index.ts';

/** Claims a message key before sending: false when it was already sent (or is being sent) by any process. */
export async function claimDelivery(db: Database, delivery: { key: string; channel: 'sms' | 'email'; recipient: string }) {
  const rows = await db
    .insert(notificationDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ key: notificationDeliveries.key });
  return rows.length === 1;
}

/** A send that failed gives its claim back, so the job's retry may send it. */
export async function releaseDelivery(db: Database, key: string) {
  await db.delete(notificationDeliveries).where(eq(notificationDeliveries.key, key));
}
