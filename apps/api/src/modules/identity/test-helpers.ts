import type { TestApp } from '../../test/test-app.ts';

/** The newest code sent to a mobile, read back the way a developer would: from the dev outbox. */
export async function latestCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/dev/outbox?to=${mobile}` });
  const [newest] = res.json() as { body: string }[];
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

export async function signUp(t: TestApp, mobile: string, options: { ip?: string } = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/customer/users',
    remoteAddress: options.ip,
    payload: { mobile, email: `${mobile}@example.in`, name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

export async function verify(t: TestApp, userId: string, code: string, otpType: 'login' | 'activation' = 'activation') {
  return t.call({ method: 'POST', url: `/api/customer/users/${userId}/otps/verify`, payload: { otp_type: otpType, code } });
}

/** A code that is certainly not the right one. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
