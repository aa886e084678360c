import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { conciergeEnquiryFields } from './test/enquiry-bodies.ts';
import { multipartForm, urlencodedForm } from './test/form-bodies.ts';
import { useTestApp } from './test/use-test-app.ts';

/**
 * Issue 16: a NUL (or another control character) in a text field used to reach PostgreSQL, which refuses it,
 * and the caller got a 500. The contract's text fields refuse them first, naming the field.
 */
const NUL = 'a\u0000b';
const refusal = (field: string) => ({
  error: { code: 'VALIDATION_FAILED', message: messages.requestInvalid, fields: { [field]: [messages.textControlCharacters] } },
});

const t = useTestApp();
let token: string;
beforeAll(async () => {
  ({ token } = await t.signInAs('9811100001', { bins: ['41000001'] }));
});

describe('a control character in a JSON field is refused with a field message (400), never a 500', () => {
  const cases: { name: string; method: 'POST' | 'PUT'; url: string; field: string; body: Record<string, unknown>; signedIn?: boolean }[] = [
    {
      name: 'sign-up name (customer)',
      method: 'POST',
      url: '/api/customer/users',
      field: 'name',
      body: { mobile: '9811100002', email: 'asha@example.in', name: NUL },
    },
    {
      name: 'sign-up name (core)',
      method: 'POST',
      url: '/api/core/users',
      field: 'name',
      body: { mobile: '9811100003', email: 'asha@example.in', name: NUL },
    },
    {
      name: 'sign-up e-mail',
      method: 'POST',
      url: '/api/customer/users',
      field: 'email',
      body: { mobile: '9811100004', email: `a${NUL}@example.in`, name: 'Asha' },
    },
    { name: 'PUT /user name', method: 'PUT', url: '/api/customer/user', field: 'name', body: { name: NUL }, signedIn: true },
    {
      name: 'PUT /user e-mail',
      method: 'PUT',
      url: '/api/core/user',
      field: 'email',
      body: { email: `a${NUL}@example.in` },
      signedIn: true,
    },
    {
      name: 'delete_user_card token',
      method: 'POST',
      url: '/api/payment/payments/delete_user_card',
      field: 'card_token',
      body: { card_token: NUL },
      signedIn: true,
    },
    {
      name: 'external_otps/verify ref_no',
      method: 'POST',
      url: '/api/core/external_otps/verify',
      field: 'ref_no',
      body: { ref_no: NUL, code: '123456' },
    },
    {
      name: 'staff sign-in e-mail',
      method: 'POST',
      url: '/api/core/sessions',
      field: 'email',
      body: { email: `a${NUL}@example.in`, password: 'whatever' },
    },
    {
      name: 'golf guest name',
      method: 'POST',
      url: '/api/booking/golf_enquiries',
      field: 'guest_name',
      signedIn: true,
      body: {
        email: 'asha@example.in',
        golf_course: 'Course',
        golf_course_id: 'gc-1',
        first_name: 'Asha',
        last_name: 'Rao',
        mobile_number: '9811100001',
        booking_type: 'play',
        booking_date_time: 'Tue, 5 Mar 2024 3:00:00 pm',
        bin_used: '41000001',
        user_type: 'lady',
        booking_for: 'other',
        guest_name: `x\u001by`,
        contact_info: true,
        agree_terms: true,
      },
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const answer = await t.call({ method: c.method, url: c.url, payload: c.body, ...(c.signedIn ? { token } : {}) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal(c.field));
    });
  }

  it('C1 controls and DEL are refused as well; letters beyond ASCII are not', async () => {
    for (const name of ['a\u0085b', 'a\u007fb', 'a\u009fb', 'tab\there']) {
      expect((await t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { name } })).json(), name).toEqual(refusal('name'));
    }
    const kept = await t.call({ method: 'PUT', url: '/api/customer/user', token, payload: { name: 'Zoë Ñúñez 李 ' } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.full_name).toBe('Zoë Ñúñez 李');
  });
});

describe('gateway forms, path and query parameters', () => {
  /** Posts a gateway's urlencoded form, as the gateway or the sandbox bank's page does (no client headers). */
  const postForm = (url: string, fields: Record<string, string>) => t.app.inject({ method: 'POST', url, ...urlencodedForm(fields) });

  it('the payment callback refuses a txnid with a NUL', async () => {
    for (const outcome of ['success', 'failure']) {
      const answer = await postForm(`/api/payment/payments/${outcome}`, { txnid: NUL, status: 'success' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusal('txnid'));
    }
  });

  it("names the field of a gateway form even when it is called like a member of Object's prototype", async () => {
    const answer = await postForm('/api/payment/sandbox/merchant/postservice', { constructor: NUL, command: 'verify_payment' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('constructor'));
  });

  it('the payment callback keeps line breaks in a gateway text (error_Message) and answers the unknown transaction as before', async () => {
    const answer = await postForm('/api/payment/payments/failure', { txnid: 'unknown-txn', error_Message: 'Bank said:\r\nno' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe('Unknown transaction.');
  });

  it('the sandbox decision refuses a txnid with a NUL in the path', async () => {
    const answer = await postForm('/api/payment/sandbox/_payment/a%00b/decision', { decision: 'approve' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('txnid'));
  });

  it('the dev outbox refuses a recipient with a NUL', async () => {
    const answer = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(`${NUL}cd`)}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual(refusal('to'));
  });
});

describe('the concierge multipart form', () => {
  const base = '/api/booking/airport_vip_privileges_enquiries';
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const multipart = (fields: Record<string, string>) => multipartForm(fields, [{ name: 'ticket.pdf', type: 'application/pdf', data: pdf }]);
  const fields = (overrides: Record<string, string>) =>
    conciergeEnquiryFields(
      { mobile: '9811100001', email: 'asha@example.in' },
      {
        travel_sector: 'International',
        booking_for_guest: 'yes',
        guest_count: '1',
        passport: 'Z1234567',
        guests: JSON.stringify([{ guest_name: 'Ravi Rao', passport: 'Z7654321' }]),
        ...overrides,
      },
    );

  for (const [field, overrides] of [
    ['first_name', { first_name: NUL }],
    ['last_name', { last_name: NUL }],
    ['passport', { passport: NUL }],
    ['guests', { guests: JSON.stringify([{ guest_name: NUL, passport: 'Z7654321' }]) }],
    ['guests', { guests: JSON.stringify([{ guest_name: 'Ravi Rao', passport: NUL }]) }],
  ] as const) {
    it(`refuses a NUL in ${field === 'guests' ? `a guest's ${Object.values(overrides)[0]!.includes('guest_name":"a') ? 'name' : 'passport'}` : field}`, async () => {
      const body = multipart(fields(overrides));
      const answer = await t.call({ method: 'POST', url: base, token, payload: body.payload, headers: body.headers });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields).toEqual({ [field]: [messages.textControlCharacters] });
    });
  }
});
