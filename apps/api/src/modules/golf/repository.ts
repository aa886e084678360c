import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userCards, users } from '../../db/schema/index.ts';

export async function findUser(db: Database, userId: string) {
  const [user] = await db.select({ id: users.id, mobile: users.mobile, email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return user;
}

export async function listCardBins(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ bin: userCards.bin }).from(userCards).where(eq(userCards.userId, userId));
  return rows.map((r) => r.bin);
}
