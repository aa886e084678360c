import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { readClientConfig } from '../../db/seed/catalogue-files.ts';
import { upsertClient } from '../../db/seed/import-catalogue.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { latestCode, signUp, verify } from './test-helpers.ts';
import { productionEnv } from '../../test/production-env.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

async function signIn(mobile: string) {
  const userId = await signUp(t, mobile);
  const body = (await verify(t, userId, await latestCode(t, mobile))).json();
  return { userId, token: body.token as string, sessionId: body.session_id as string };
}

describe('sessions', () => {
  it('sign-out really ends the session', async () => {
    const { token, sessionId } = await signIn('9300000001');
    expect((await t.call({ url: '/api/customer/user', token })).statusCode).toBe(200);
    const out = await t.call({ method: 'POST', url: `/api/customer/sessions/${sessionId}`, token, payload: {} });
    expect(out.json()).toEqual({ success: true });
    const after = await t.call({ url: '/api/customer/user', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an expired token after 15 minutes without use', async () => {
    const { token } = await signIn('9300000002');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    const res = await t.call({ url: '/api/core/user', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'SESSION_EXPIRED', message: messages.sessionExpired });
  });

  it('slides the expiry with use, and ends the session 15 minutes after the last use', async () => {
    const { token } = await signIn('9300000040');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 10 * 60_000);
    expect((await t.call({ url: '/api/core/user', token })).statusCode).toBe(200);
    // Past 15 minutes from sign-in, alive because of the use at 10 minutes.
    vi.setSystemTime(start + 24 * 60_000);
    expect((await t.call({ url: '/api/core/user', token })).statusCode).toBe(200);
    vi.setSystemTime(start + 39 * 60_000 + 1_000);
    const res = await t.call({ url: '/api/core/user', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('writes the sliding expiry at most once a minute', async () => {
    const { token } = await signIn('9300000041');
    const first = (await t.call({ url: '/api/core/user', token })).json().data.expires_at;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 30_000);
    expect((await t.call({ url: '/api/core/user', token })).json().data.expires_at).toBe(first);
    vi.setSystemTime(start + 2 * 60_000);
    expect((await t.call({ url: '/api/core/user', token })).json().data.expires_at).toBe(new Date(start + 17 * 60_000).toISOString());
  });

  it('refuses a revoked session at once, even one used a moment before', async () => {
    const { userId, token } = await signIn('9300000042');
    expect((await t.call({ url: '/api/core/user', token })).statusCode).toBe(200);
    await t.app.sessions.revokeAllOfUser(userId);
    const res = await t.call({ url: '/api/core/user', token });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it("reads the user's mobile, e-mail and card bins with the session", async () => {
    const { token } = await t.signInAs('9300000043', { email: 'bins@example.in', bins: ['41000001', '42111188'] });
    const user = await t.app.sessions.resolve(token);
    expect(user).toMatchObject({ mobile: '9300000043', email: 'bins@example.in', role: 'cardholder' });
    expect(typeof user === 'object' && [...user.cardBins].sort()).toEqual(['41000001', '421111']);
    const { token: noCards } = await t.signInAs('9300000044');
    expect(await t.app.sessions.resolve(noCards)).toMatchObject({ cardBins: [] });
  });

  it('refuses a made-up token', async () => {
    expect((await t.call({ url: '/api/core/user', token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it("cannot end another user's session", async () => {
    const a = await signIn('9300000003');
    const b = await signIn('9300000004');
    const res = await t.call({ method: 'POST', url: `/api/customer/sessions/${b.sessionId}`, token: a.token, payload: {} });
    expect(res.statusCode).toBe(404);
    expect((await t.call({ url: '/api/core/user', token: b.token })).statusCode).toBe(200);
  });

  it('signs out of every device', async () => {
    const first = await signIn('9300000005');
    const code = await (async () => {
      await t.call({
        method: 'POST',
        url: `/api/customer/users/${first.userId}/otps`,
        payload: { mobile: '9300000005', otp_type: 'login' },
      });
      return latestCode(t, '9300000005');
    })();
    const second = (await verify(t, first.userId, code, 'login')).json().token as string;
    const res = await t.call({ method: 'DELETE', url: '/api/customer/user/sessions', token: second });
    expect(res.json()).toEqual({ success: true, sessions_ended: 2 });
    expect((await t.call({ url: '/api/core/user', token: first.token })).statusCode).toBe(401);
    expect((await t.call({ url: '/api/core/user', token: second })).statusCode).toBe(401);
  });

  it('creates a second session for the offers hand-off only from a live token of the same user and client', async () => {
    const a = await signIn('9300000006');
    const b = await signIn('9300000007');
    const ok = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: a.token, uid: a.userId, client: 'axis-benefits' },
    });
    expect(ok.statusCode).toBe(201);
    const handed = ok.json().data.attributes.token;
    expect(handed).not.toBe(a.token);
    expect((await t.call({ url: '/api/core/user', token: handed })).json().data.id).toBe(a.userId);
    const wrongUser = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: a.token, uid: b.userId, client: 'axis-benefits' },
    });
    expect(wrongUser.statusCode).toBe(401);
    const wrongClient = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: a.token, uid: a.userId, client: 'other' },
    });
    expect(wrongClient.statusCode).toBe(401);
  });
});

describe('the user', () => {
  it('updates name and e-mail, validating them again on the server', async () => {
    const { token } = await signIn('9300000010');
    const bad = await t.call({ method: 'PUT', url: '/api/core/user', token, payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.email).toEqual([messages.emailInvalid]);
    const ok = await t.call({
      method: 'PUT',
      url: '/api/customer/user',
      token,
      payload: { name: 'Meera Iyer', email: 'meera@example.in' },
    });
    // The new e-mail waits for its link to be opened (issue 29); the name changes at once.
    expect(ok.json().data).toMatchObject({
      first_name: 'Meera',
      full_name: 'Meera Iyer',
      email: '9300000010@example.in',
      pending_email: 'meera@example.in',
      mobile_number: '9300000010',
    });
  });

  it("never shows another user's record", async () => {
    const a = await signIn('9300000011');
    const b = await signIn('9300000012');
    expect((await t.call({ url: `/api/core/users/${a.userId}`, token: a.token })).json().data).toEqual({
      id: a.userId,
      mobile: '9300000011',
    });
    expect((await t.call({ url: `/api/core/users/${b.userId}`, token: a.token })).statusCode).toBe(403);
    expect((await t.call({ url: `/api/core/users/${a.userId}` })).statusCode).toBe(401);
  });

  it('shows the previous sign-in as the last login', async () => {
    const mobile = '9300000013';
    const { userId, token } = await signIn(mobile);
    const firstLogin = (await t.call({ url: '/api/core/user', token })).json().data.last_login.time;
    await t.call({ method: 'POST', url: `/api/customer/users/${userId}/otps`, payload: { mobile, otp_type: 'login' } });
    const second = (await verify(t, userId, await latestCode(t, mobile), 'login')).json().token;
    expect((await t.call({ url: '/api/core/user', token: second })).json().data.last_login.time).toBe(firstLogin);
  });

  it('keeps contact preferences', async () => {
    const { token } = await signIn('9300000014');
    expect((await t.call({ url: '/api/customer/user/contact_preferences', token })).json().data).toEqual({ sms: true, email: true });
    await t.call({ method: 'PUT', url: '/api/customer/user/contact_preferences', token, payload: { sms: false, email: true } });
    expect((await t.call({ url: '/api/customer/user/contact_preferences', token })).json().data).toEqual({ sms: false, email: true });
  });
});

describe("the user's cards", () => {
  it('adds by BIN (first8 or first6), lists, searches and removes, only their own', async () => {
    const a = await signIn('9300000020');
    const b = await signIn('9300000021');
    const reserve = await t.call({ method: 'POST', url: '/api/core/user/user_cards', token: a.token, payload: { bin: '41000001' } });
    expect(reserve.statusCode).toBe(201);
    expect(reserve.json().data).toMatchObject({
      type: 'user_card',
      attributes: { bin: '41000001', bin_type: 'first8', card_name: 'Reserve', session_token: a.token },
    });
    const debit = await t.call({ method: 'POST', url: '/api/customer/user/user_cards', token: a.token, payload: { bin: '52111188' } });
    expect(debit.json().data.attributes).toMatchObject({ bin: '521111', bin_type: 'first6' });
    const again = await t.call({ method: 'POST', url: '/api/customer/user/user_cards', token: a.token, payload: { bin: '41000001' } });
    expect(again.json().data.id).toBe(reserve.json().data.id);
    const invalid = await t.call({ method: 'POST', url: '/api/customer/user/user_cards', token: a.token, payload: { bin: '12345678' } });
    expect(invalid.json().error.message).toBe(messages.invalidBin);

    expect((await t.call({ url: '/api/customer/user/user_cards', token: a.token })).json().data).toHaveLength(2);
    const found = (await t.call({ url: '/api/core/user/user_cards/search?bin=52111188', token: a.token })).json().data;
    expect(found.map((c: { attributes: { bin: string } }) => c.attributes.bin)).toEqual(['521111']);

    const theirs = await t.call({ method: 'DELETE', url: `/api/customer/user/user_cards/${reserve.json().data.id}`, token: b.token });
    expect(theirs.statusCode).toBe(404);
    expect((await t.call({ url: '/api/customer/user/user_cards', token: b.token })).json().data).toEqual([]);
    const mine = await t.call({ method: 'DELETE', url: `/api/customer/user/user_cards/${reserve.json().data.id}`, token: a.token });
    expect(mine.statusCode).toBe(200);
    expect((await t.call({ url: '/api/customer/user/user_cards', token: a.token })).json().data).toHaveLength(1);
  });

  it('takes bin_type (spec 02 §7) on add and search: first8 is all 8 digits, first6 the first 6, with the configured first6 message', async () => {
    const { token } = await signIn('9300000024');
    const add = (payload: Record<string, string>) => t.call({ method: 'POST', url: '/api/core/user/user_cards', token, payload });
    const debit = await add({ bin: '42111188', bin_type: 'first6' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json().data.attributes).toMatchObject({ bin: '421111', bin_type: 'first6', card_name: 'Burgundy Debit (Visa)' });
    expect((await add({ bin: '521111', bin_type: 'first6' })).json().data.attributes).toMatchObject({ bin: '521111', bin_type: 'first6' });
    // Reserve is known by 8 digits: its first 6 name no card.
    const notSix = await add({ bin: '41000001', bin_type: 'first6' });
    expect(notSix.statusCode).toBe(422);
    expect(notSix.json().error).toMatchObject({ code: 'INVALID_BIN', message: messages.binFirst6 });
    const reserve = await add({ bin: '41000001', bin_type: 'first8' });
    expect(reserve.json().data.attributes).toMatchObject({ bin: '41000001', bin_type: 'first8', card_name: 'Reserve' });
    expect((await add({ bin: '12345678', bin_type: 'first8' })).json().error.message).toBe(messages.invalidBin);
    expect((await add({ bin: '410000', bin_type: 'first8' })).statusCode).toBe(400);
    expect((await add({ bin: '41000001', bin_type: 'first7' })).statusCode).toBe(400);

    const search = async (query: string) => {
      const res = await t.call({ url: `/api/core/user/user_cards/search?${query}`, token });
      return res.statusCode === 200 ? res.json().data.map((c: { attributes: { bin: string } }) => c.attributes.bin) : res.statusCode;
    };
    expect(await search('bin=42111199&bin_type=first6')).toEqual(['421111']);
    expect(await search('bin=421111&bin_type=first6')).toEqual(['421111']);
    expect(await search('bin=41000001&bin_type=first8')).toEqual(['41000001']);
    // A record is of one type: the Burgundy debit card is kept by its first 6 digits, Reserve by 8.
    expect(await search('bin=42111199&bin_type=first8')).toEqual([]);
    expect(await search('bin=41000001&bin_type=first6')).toEqual([]);
    expect(await search('bin=41000001')).toEqual(['41000001']);
    expect(await search('bin=410000&bin_type=first8')).toBe(400);

    // The first6 message is the client's configured one (spec 02 §8).
    const client = readClientConfig();
    await upsertClient(t.database.db, {
      ...client,
      bin_messages: { ...client.bin_messages, first6: 'Check the first six digits of your card.' },
    });
    t.app.catalogue.invalidate();
    try {
      expect((await add({ bin: '41000002', bin_type: 'first6' })).json().error.message).toBe('Check the first six digits of your card.');
    } finally {
      await upsertClient(t.database.db, client);
      t.app.catalogue.invalidate();
    }
  });

  it('names the catalogue card of an entered bin only when the user registered it, by 8 digits or by the first 6', async () => {
    const { userId } = await t.signInAs('9300000022', { bins: ['41000001', '42111188'] });
    expect((await t.app.identity.registeredCard(userId, '41000001'))?.id).toBe('reserve');
    expect((await t.app.identity.registeredCard(userId, '42111199'))?.id).toBe('burgundy-debit-visa');
    for (const bin of ['41000013', '52111188', '12345678', '421111'])
      expect(await t.app.identity.registeredCard(userId, bin)).toBeUndefined();
    const { userId: noCards } = await t.signInAs('9300000023');
    expect(await t.app.identity.registeredCard(noCards, '41000001')).toBeUndefined();
  });

  it("answers the same for the request's user, from the bins read with the session", async () => {
    const { token } = await t.signInAs('9300000045', { bins: ['41000001', '42111188'] });
    const user = await t.app.sessions.resolve(token);
    if (typeof user === 'string') throw new Error(`no session: ${user}`);
    expect((await t.app.identity.registeredCard(user, '41000001'))?.id).toBe('reserve');
    expect((await t.app.identity.registeredCard(user, '42111199'))?.id).toBe('burgundy-debit-visa');
    for (const bin of ['41000013', '52111188']) expect(await t.app.identity.registeredCard(user, bin)).toBeUndefined();
  });

  it('refuses card calls without a session', async () => {
    expect((await t.call({ url: '/api/customer/user/user_cards' })).statusCode).toBe(401);
  });
});

describe('dev outbox', () => {
  it('lists the messages of a number, newest first', async () => {
    const mobile = '9300000030';
    const userId = await signUp(t, mobile);
    await t.call({ method: 'POST', url: `/api/customer/users/${userId}/otps`, payload: { mobile, otp_type: 'login' } });
    const list = (await t.app.inject({ url: `/api/dev/outbox?to=${mobile}` })).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ channel: 'sms', to: mobile });
    expect(new Date(list[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(list[1].created_at).getTime());
  });

  it('is absent in production', async () => {
    // A production server on the same database: the messages are there, the route is not.
    const prod = await buildApp(testConfig(productionEnv), { database: t.database });
    try {
      expect((await prod.inject({ url: '/api/dev/outbox?to=9300000030' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
