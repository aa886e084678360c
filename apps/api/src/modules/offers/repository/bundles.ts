import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { bundleGroups, bundles, offerSelections } from '../../../db/schema/index.ts';
import { rowsOf } from './sql-parts.ts';

/** Bundles, their groups and the units a cardholder used; the per-user locks. */
export async function listBundles(db: Database, id?: string) {
  const rows = await db
    .select()
    .from(bundles)
    .where(id ? eq(bundles.id, id) : undefined)
    .orderBy(bundles.name);
  const groups = rows.length
    ? await db
        .select()
        .from(bundleGroups)
        .where(
          inArray(
            bundleGroups.bundleId,
            rows.map((b) => b.id),
          ),
        )
        .orderBy(bundleGroups.name)
    : [];
  return rows.map((bundle) => ({ ...bundle, groups: groups.filter((g) => g.bundleId === bundle.id) }));
}

export async function findBundleGroup(db: Database, id: string) {
  const [row] = await db
    .select({ group: bundleGroups, bundleCards: bundles.cardProductIds })
    .from(bundleGroups)
    .innerJoin(bundles, eq(bundles.id, bundleGroups.bundleId))
    .where(eq(bundleGroups.id, id));
  return row;
}

/** Units used per bundle group and period: selections and redemptions that count (completed or pending). */
export async function bundleUnitsUsed(db: Database, userId: string) {
  return rowsOf<{ group_id: string; period_key: string; used: number }>(
    await db.execute(sql`select group_id, period_key, count(*)::int as used from (
        select bundle_group_id as group_id, period_key from offer_selections where user_id = ${userId}
        union all
        select bundle_group_id, period_key from redemptions
          where user_id = ${userId} and bundle_group_id is not null and status in ('completed', 'pending')
      ) units group by group_id, period_key`),
  );
}

/** Serialises one user's use of one thing (an offer's limit, a bundle group's units) until the transaction ends. */
export async function lockFor(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function insertSelection(tx: Database, row: typeof offerSelections.$inferInsert) {
  const inserted = await tx.insert(offerSelections).values(row).onConflictDoNothing().returning({ id: offerSelections.id });
  return inserted.length > 0;
}

/** How many of the user's redemptions of the offer count toward its limit. */
