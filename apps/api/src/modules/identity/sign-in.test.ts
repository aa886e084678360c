import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useTestApp } from '../../test/use-test-app.ts';
import { latestCode, signUp, verify, wrongCodeFor } from './test-helpers.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });

describe('card check', () => {
  it('accepts a full 8-digit BIN and names the card', async () => {
    const res = await t.call({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '41000001' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { name: 'Reserve', bin_type: 'first8' } });
  });

  it('accepts any 8 digits starting with a 6-digit entry', async () => {
    const res = await t.call({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '42111199' } });
    expect(res.json()).toMatchObject({ success: true, data: { name: 'Burgundy Debit (Visa)', bin_type: 'first6' } });
  });

  it("answers 'Invalid bin' for an unknown BIN and refuses anything but 8 digits", async () => {
    const unknown = await t.call({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '12345678' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: 'INVALID_BIN', message: messages.invalidBin });
    const short = await t.call({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '4100000' } });
    expect(short.statusCode).toBe(400);
  });

  it('answers GET /bins/validate?bin= as spec 02 §7 lists it, the same as the POST', async () => {
    const post = await t.call({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '42111199' } });
    const get = await t.call({ url: '/api/customer/bins/validate?bin=42111199' });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(post.json());
    const unknown = await t.call({ url: '/api/customer/bins/validate?bin=12345678' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: 'INVALID_BIN', message: messages.invalidBin });
    expect((await t.call({ url: '/api/customer/bins/validate?bin=4100000' })).statusCode).toBe(400);
    expect((await t.call({ url: '/api/customer/bins/validate' })).statusCode).toBe(400);
  });
});

describe('new cardholder: sign-up, activation code, session', () => {
  it('looks the mobile up, signs up, verifies and gets a working session with the details', async () => {
    const mobile = '9000000001';
    const search = await t.call({ url: `/api/customer/users/search?mobile=${mobile}&bin=41000001` });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({ data: null });

    const userId = await signUp(t, mobile);
    expect((await t.call({ url: `/api/customer/users/search?mobile=${mobile}&bin=41000001` })).json().data).toEqual({ id: userId, mobile });

    const code = await latestCode(t, mobile);
    const verified = await t.call({
      method: 'POST',
      url: `/api/customer/users/${userId}/otps/verify`,
      payload: { otp_type: 'activation', code, bin: '41000001' },
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toMatchObject({ verified: true, user_unlock_at: null });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(body.expires_at).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const user = await t.call({ url: '/api/core/user', token: body.token });
    expect(user.json().data).toMatchObject({
      id: userId,
      first_name: 'Asha',
      full_name: 'Asha Rao',
      mobile_number: mobile,
      email: `${mobile}@example.in`,
      country_id: 1,
      calling_code: '91',
      token: body.token,
    });
    expect(user.json().data.last_login.time).not.toBeNull();

    // The bin sent with the verify is on the user's cards.
    const cards = await t.call({ url: '/api/customer/user/user_cards', token: body.token });
    expect(cards.json().data.map((c: { attributes: { bin: string } }) => c.attributes.bin)).toEqual(['41000001']);
  });

  it('refuses a second sign-up for the same mobile', async () => {
    await signUp(t, '9000000002');
    const again = await t.call({
      method: 'POST',
      url: '/api/customer/users',
      payload: { mobile: '9000000002', email: 'x@example.in', name: 'X', calling_code: '91', country_id: 'IN' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the core family sign up without a name, the customer family not', async () => {
    const core = await t.call({ method: 'POST', url: '/api/core/users', payload: { mobile: '9000000009', email: 'c@example.in' } });
    expect(core.statusCode).toBe(201);
    const customer = await t.call({ method: 'POST', url: '/api/customer/users', payload: { mobile: '9000000010', email: 'c@example.in' } });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().error.fields).toHaveProperty('name');
  });

  it('validates sign-up fields on the server too', async () => {
    const res = await t.call({ method: 'POST', url: '/api/customer/users', payload: { mobile: '90000', email: 'not-an-email', name: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'mobile', 'name']);
  });
});

describe('existing cardholder: login code', () => {
  it('sends a login code on request and signs in with it; the code works once', async () => {
    const mobile = '9000000003';
    const userId = await signUp(t, mobile);
    const sent = await t.call({ method: 'POST', url: `/api/customer/users/${userId}/otps`, payload: { mobile, otp_type: 'login' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { otp_type: 'login' } });
    const code = await latestCode(t, mobile);
    const ok = await verify(t, userId, code, 'login');
    expect(ok.json().verified).toBe(true);
    const replay = await verify(t, userId, code, 'login');
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.message).toBe(messages.otpCheck);
  });

  it("does not send a code to a mobile that is not the user's", async () => {
    const userId = await signUp(t, '9000000004');
    const res = await t.call({
      method: 'POST',
      url: `/api/customer/users/${userId}/otps`,
      payload: { mobile: '9000000005', otp_type: 'login' },
    });
    expect(res.statusCode).toBe(404);
    const outbox = await t.app.inject({ url: '/api/dev/outbox?to=9000000005' });
    expect(outbox.json()).toEqual([]);
  });

  it('serves the core family under /api/core as well', async () => {
    const mobile = '9000000006';
    const userId = await signUp(t, mobile);
    expect((await t.call({ url: `/api/core/users/search?mobile=${mobile}` })).json().data.id).toBe(userId);
    const res = await t.call({
      method: 'POST',
      url: `/api/core/users/${userId}/otps/verify`,
      payload: { otp_type: 'activation', code: await latestCode(t, mobile) },
    });
    expect(res.json().verified).toBe(true);
  });
});

describe('the code never leaves in clear', () => {
  it('keeps only a keyed hash of the code in the database', async () => {
    const mobile = '9000000007';
    await signUp(t, mobile);
    const code = await latestCode(t, mobile);
    const rows = await t.database.db.query.otpCodes.findMany();
    const row = rows.find((r) => r.mobile === mobile)!;
    expect(row.codeHash).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers the verify of a wrong code with the attempts left', async () => {
    const mobile = '9000000008';
    const userId = await signUp(t, mobile);
    const res = await verify(t, userId, wrongCodeFor(await latestCode(t, mobile)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      verified: false,
      token: null,
      session_id: null,
      expires_at: null,
      wrong_attempts_left: 4,
      user_unlock_at: null,
    });
  });
});
