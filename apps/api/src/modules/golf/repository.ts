import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userCards, users } from '../../db/schema/index.ts';

/** The user's locked form values and registered card bins, in one round trip. */
export async function findUserWithCardBins(db: Database, userId: string) {
  const [row] = await db
    .select({
      mobile: users.mobile,
      email: users.email,
      bins: sql<string[]>`coalesce((select array_agg(uc.bin) from ${userCards} uc where uc.user_id = ${users}.id), '{}')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
