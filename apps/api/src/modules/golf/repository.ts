import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The user's locked form values. */
export async function findUserContact(db: Database, userId: string) {
  const [row] = await db.select({ mobile: users.mobile, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}
