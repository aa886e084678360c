import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { clientHeaders } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { staffSession } from '../../test/fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

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

describe('GET /api/core/users/search?mobile=&password=: the concierge desk variant (spec 01 §7)', () => {
  const deskPassword = 'desk password 2026';
  const search = (query: string, ip = '203.0.113.60') => t.call({ url: `/api/core/users/search?${query}`, remoteAddress: ip });

  it("answers the lookup only when the password is the concierge desk's (the account under the client's concierge e-mail)", async () => {
    const { token: adminToken } = await t.signInAs('9400000090', { role: 'admin' });
    await staffSession(t, adminToken, 'concierge@privileges.example.in', 'concierge', deskPassword);
    const { userId } = await t.signInAs('9400000091');
    const right = await search(`mobile=9400000091&password=${encodeURIComponent(deskPassword)}`);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ data: { id: userId, mobile: '9400000091' } });
    expect((await search(`mobile=9400000092&password=${encodeURIComponent(deskPassword)}`)).json()).toEqual({ data: null });

    const wrong = await search('mobile=9400000091&password=not-the-desk', '203.0.113.61');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'CREDENTIALS_INVALID', message: messages.staffCredentialsInvalid });
    // An empty password is not a missing one.
    expect((await search('mobile=9400000091&password=', '203.0.113.61')).statusCode).toBe(400);
  });

  it('never writes the password to the log, even at trace level', async () => {
    let log = '';
    const traced = await buildApp(testConfig({ LOG_LEVEL: 'trace', RATE_LIMIT_PER_MINUTE: '100000' }), {
      database: t.database,
      logStream: {
        write: (line) => {
          log += line;
        },
      },
    });
    try {
      const res = await traced.inject({
        url: `/api/core/users/search?mobile=9400000091&password=${encodeURIComponent(deskPassword)}`,
        headers: clientHeaders,
        remoteAddress: '203.0.113.62',
      });
      expect(res.statusCode).toBe(200);
      expect(log).toContain('/api/core/users/search?mobile=9400000091');
      expect(log).not.toContain('desk%20password');
      expect(log).not.toContain(deskPassword);
    } finally {
      await traced.close();
    }
  });
});
