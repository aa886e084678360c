import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { seedIfEmpty } from '../../db/seed/seed.ts';
import { createDiskFileStore } from '../../gateways/file-store/disk-file-store.ts';
import type { FileStore } from '../../gateways/file-store/index.ts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conciergeEnquiryFields } from '../../test/enquiry-bodies.ts';
import { multipartForm } from '../../test/form-bodies.ts';
import { clientHeaders } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/**
 * The disk fills up while a ticket is written: the real disk store, with its write failing as the kernel
 * fails it (ENOSPC) once the first bytes are in.
 */
function fullDiskStore(dir: string): FileStore {
  const disk = createDiskFileStore(dir);
  return {
    ...disk,
    async stage(source) {
      const staged = await disk.stage(source);
      await staged.discard();
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    },
  };
}

const base = '/api/booking/airport_vip_privileges_enquiries';
const uploads = path.join(mkdtempSync(path.join(tmpdir(), 'full-disk-')), 'uploads');
let app: FastifyInstance;
let database: DatabaseHandle;
let token: string;
let userId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { clientId: clientHeaders['x-client-id'], projectId: clientHeaders['x-project-id'] });
  app = await buildApp(testConfig(), { database, fileStore: fullDiskStore(uploads) });
  await app.ready();
  [{ id: userId }] = (await database.db
    .insert(users)
    .values({ mobile: '9300000507', name: 'Asha Rao', email: 'asha507@example.in' })
    .returning({ id: users.id })) as [{ id: string }];
  await app.identity.addCard(userId, '41000001');
  token = (await app.sessions.open(userId)).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('an upload that meets a full disk', () => {
  it('answers a JSON 507 and leaves no booking and no partial file', async () => {
    const form = multipartForm(conciergeEnquiryFields({ mobile: '9300000507', email: 'asha507@example.in' }, { airport_name: 'x' }), [
      { name: 't.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: base,
      payload: form.payload,
      headers: { ...clientHeaders, authorization: `Bearer ${token}`, ...form.headers },
    });
    expect(res.statusCode, res.body).toBe(507);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'INSUFFICIENT_STORAGE', message: messages.storageFull } });
    const bookings = (await database.db.execute(sql`select count(*)::int as n from bookings where user_id = ${userId}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(bookings.rows[0]!.n).toBe(0);
    expect(readdirSync(path.join(uploads, '.partial'))).toEqual([]);
  });
});
