import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userCards } from '../../db/schema/index.ts';

/** The bins a cardholder has registered (empty when none are). */
export async function userCardBins(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ bin: userCards.bin }).from(userCards).where(eq(userCards.userId, userId));
  return rows.map((r) => r.bin);
}
