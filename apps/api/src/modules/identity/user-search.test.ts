import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }); });
afterAll(() => t.close());

describe('GET /users/search: whether a mobile has an account', () => {
  it('has its own tight per-address limit, far below the API-wide one', async () => {
    await t.signInAs('9400000001');
    const search = (mobile: string, ip: string) => t.call({ url: `/api/customer/users/search?mobile=${mobile}`, remoteAddress: ip });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await search(String(9400000000 + (i % 3)), '203.0.113.40')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const over = await search('9400000001', '203.0.113.40');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(messages.tooManyRequests);
    // Another address is not held back by the first one's searches.
    expect((await search('9400000001', '203.0.113.41')).json()).toEqual({ data: { id: expect.any(String), mobile: '9400000001' } });
  });
});
