import { expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { recordOutboxMessage } from './outbox.ts';

const t = useTestApp();

it('lists the newest message first even when two share a timestamp (a resend within the same millisecond)', async () => {
  const at = new Date('2026-11-23T10:00:00.123Z');
  for (const body of ['first code 111111', 'second code 222222', 'third code 333333']) {
    await recordOutboxMessage(t.app.db, { channel: 'sms', recipient: '9122222222', body, createdAt: at });
  }
  const res = await t.call({ url: '/api/dev/outbox?to=9122222222' });
  expect(res.statusCode).toBe(200);
  expect((res.json() as { body: string }[]).map((m) => m.body)).toEqual(['third code 333333', 'second code 222222', 'first code 111111']);
});
