import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { findRowBy } from './find-row.ts';
import { users } from './schema/index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values({ mobile: '9000000001', email: 'asha@example.in', name: 'Asha Rao' });
});
afterAll(() => database?.close());

it('finds the row whose column holds the value, and undefined when none does', async () => {
  const found = await findRowBy(database.db, users, users.mobile, '9000000001');
  expect(found).toMatchObject({ mobile: '9000000001', name: 'Asha Rao' });
  expect(await findRowBy(database.db, users, users.id, found!.id)).toEqual(found);
  expect(await findRowBy(database.db, users, users.mobile, '9000000002')).toBeUndefined();
});
