import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conciergeSentFieldsSchema, transferEnquiryRequestSchema } from '@portal/contract';
import { responseKeys } from './gateways/payment/sandbox-bank.ts';
import { paymentTestKit } from './modules/payments/test-kit.ts';
import { conciergeEnquiryFields, golfEnquiryBody, inDays, transferEnquiryFields } from './test/enquiry-bodies.ts';
import { multipartForm } from './test/form-bodies.ts';
import { clientHeaders, createTestApp } from './test/test-app.ts';

/**
 * Issue 16: hostile input never gets a 5xx. Every operation of the OpenAPI document (and the gateway routes it
 * hides) is sent generated bodies, queries, path parameters and headers: control characters, NUL, huge and
 * odd Unicode strings, wrong types, nesting, prototype-pollution keys, numbers as strings, malformed ids and
 * encodings; mixed with plausible values so that the hostile ones reach the services and the database. Each
 * runs anonymously, as a cardholder and as staff.
 *
 *   HOSTILE_RUNS  runs per operation and caller (default 24: over 5,000 requests in all)
 *   HOSTILE_SEED  fast-check's seed (fixed by default; a failure names the one that reproduces it)
 *   HOSTILE_LOG_LEVEL  the server's log level (default silent; `error` shows the stack behind a 5xx)
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 24);
const SEED = Number(process.env.HOSTILE_SEED ?? 160_016);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};
type BodyKind = 'json' | 'multipart' | 'form';
interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: { kind: BodyKind; schema: JsonSchema };
}
type Caller = 'anonymous' | 'cardholder' | 'staff';
const callers: Caller[] = ['anonymous', 'cardholder', 'staff'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-input-'));
// Every request comes from its own address (below), and the global limit is lifted: limits answer 429, which
// is no 5xx, but they would stop the generated requests from reaching the code under test.
const t = await createTestApp({
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '10000000',
  OTP_SENDS_PER_IP_PER_HOUR: '10000000',
  LOG_LEVEL: process.env.HOSTILE_LOG_LEVEL ?? 'silent',
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------------------
// The operations: the OpenAPI document, plus the hidden gateway routes (browsers and PayU post forms there).

const doc = t.app.swagger() as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Request bodies the document does not describe yet (multipart forms), from the contract schemas that read them. */
const undocumentedMultipart: Record<string, JsonSchema> = {
  'POST /api/booking/airport_vip_privileges_enquiries': z.toJSONSchema(conciergeSentFieldsSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema,
  'POST /api/booking/airport_transfers': z.toJSONSchema(transferEnquiryRequestSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema,
};
const formOf = (...names: string[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])),
});
// The merchant's form as the sandbox bank reads it back, with the hash, the card page's fields and the callback's.
const payuFields = [
  ...responseKeys,
  'hash',
  'status',
  'mihpayid',
  'bankcode',
  'ccnum',
  'ccvv',
  'ccexpmon',
  'ccexpyr',
  'ccname',
  'store_card',
  'user_credentials',
  'store_card_token',
  'additionalCharges',
  'error_Message',
];
const hiddenOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/payment/payments/success',
    pathParams: [],
    query: [],
    body: { kind: 'form', schema: formOf(...payuFields) },
  },
  {
    method: 'POST',
    path: '/api/payment/payments/failure',
    pathParams: [],
    query: [],
    body: { kind: 'form', schema: formOf(...payuFields) },
  },
  {
    method: 'POST',
    path: '/api/payment/sandbox/_payment',
    pathParams: [],
    query: [],
    body: { kind: 'form', schema: formOf(...payuFields) },
  },
  {
    method: 'POST',
    path: '/api/payment/sandbox/_payment/{txnid}/decision',
    pathParams: ['txnid'],
    query: [],
    body: { kind: 'form', schema: { type: 'object', properties: { decision: { type: 'string', enum: ['approve', 'decline'] } } } },
  },
  {
    method: 'POST',
    path: '/api/payment/sandbox/merchant/postservice',
    pathParams: [],
    query: [],
    body: { kind: 'form', schema: formOf('key', 'command', 'var1', 'var2', 'var3', 'hash') },
  },
  { method: 'GET', path: '/api/payment/sandbox/auto-submit.js', pathParams: [], query: [] },
];

const documented: Operation[] = Object.entries(doc.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const content = op.requestBody?.content ?? {};
    const key = `${method.toUpperCase()} ${route}`;
    const body: Operation['body'] = content['multipart/form-data']
      ? { kind: 'multipart', schema: content['multipart/form-data'].schema }
      : content['application/json']
        ? { kind: 'json', schema: content['application/json'].schema }
        : undocumentedMultipart[key]
          ? { kind: 'multipart', schema: undocumentedMultipart[key] }
          : undefined;
    return {
      method: method.toUpperCase(),
      path: route,
      body,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
    };
  }),
);
const operations = [...documented, ...hiddenOperations];

// ---------------------------------------------------------------------------------------------------------
// The callers and the records they own, so plausible ids name something real.

const ids = { any: [] as string[] };
const tokens: Partial<Record<Caller, () => Promise<string>>> = {};
let payuBody: Record<string, string> = {};
const catalogue = { golfCourses: [] as string[], airports: [] as string[] };
const multipartOf = (fields: Record<string, string>, file?: Buffer) =>
  multipartForm(fields, file ? [{ name: 'ticket.pdf', type: 'application/pdf', data: file }] : []);

/** Bookings of every kind made through the API as a cardholder would (one paid, one with a payment started). */
beforeAll(async () => {
  const mobile = '9811122222';
  const holder = { mobile, email: 'asha@example.in' };
  const cardholder = await t.signInAs(mobile, { email: 'asha@example.in', bins: ['41000001'] });
  const staff = await t.signInAs('9811133333', { role: 'admin' });
  // A fresh session for each operation: one that signs out (or out everywhere) does not sign the next out.
  tokens.cardholder = async () => (await t.app.sessions.open(cardholder.userId)).token;
  tokens.staff = async () => (await t.app.sessions.open(staff.userId)).token;
  const token = cardholder.token;
  const created = async (response: { statusCode: number; body: string; json(): { data: { id?: string; data?: { id: string } } } }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().data.id ?? response.json().data.data!.id;
  };
  const golf = (hour: number) =>
    t.call({
      method: 'POST',
      url: '/api/booking/golf_enquiries',
      token,
      payload: golfEnquiryBody(holder, { booking_date_time: inDays(10, hour), club_member_name: '' }),
    });
  const paidGolf = await created(await golf(9));
  const unpaidGolf = await created(await golf(10));
  const concierge = await created(
    await t.call({
      method: 'POST',
      url: '/api/booking/airport_vip_privileges_enquiries',
      token,
      ...multipartOf(conciergeEnquiryFields(holder), Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')),
    }),
  );
  const snapshot = await t.app.catalogue.current();
  const mumbai = snapshot.rows.AirportTransfer.find((a) => a.city === 'Mumbai')!.airport;
  const transfer = await created(
    await t.call({
      method: 'POST',
      url: '/api/booking/airport_transfers',
      token,
      ...multipartOf(transferEnquiryFields(holder, mumbai)),
    }),
  );
  for (const id of [paidGolf, concierge]) await t.app.bookings.transition(id, 'pay', { type: 'gateway' });
  payuBody = (await paymentTestKit(() => t, { key: 'sandbox-key', salt: 'sandbox-salt' }).startPayment(token, unpaidGolf)).payu_body;
  const { sessionId } = await t.app.sessions.open(cardholder.userId);
  ids.any = [paidGolf, unpaidGolf, concierge, transfer, cardholder.userId, staff.userId, sessionId, randomUUID()];
  catalogue.golfCourses = ['GC002', 'GC004'];
  catalogue.airports = ['mumbai-terminal-2', mumbai];
});

// ---------------------------------------------------------------------------------------------------------
// Values. Plausible ones pass the contract, so the hostile ones beside them reach services and SQL.

const controls = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\uffff',
];
const nasty = [
  "' OR '1'='1",
  '"; drop table users; --',
  '%00',
  '%s%s%n',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '0x7fffffff',
  '2147483648',
  '-9223372036854775809',
  ' ',
  '',
  'true',
  '[]',
  '{}',
  '\\',
  '\\u0000',
  'ß'.repeat(300),
  '👩‍👩‍👧‍👦'.repeat(50),
  'Tue, 5 Mar 99999 3:00:00 pm',
  'Fri, 31 Dec 9999 11:45:00 pm',
  '0000-00-00',
  '9999-12-31',
  '2024-02-30',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
];
/** Values that fit together (a Mumbai airport serving the sector and direction), so the bookings' own rules pass. */
const byName: Record<string, () => unknown[]> = {
  booking_date_time: () => [inDays(6, 10)],
  golf_course_id: () => catalogue.golfCourses,
  golf_course: () => ['DLF Golf & Country Club'],
  airport: () => catalogue.airports,
  city: () => ['Mumbai'],
  password: () => ['correct horse battery'],
  travel_sector: () => ['Domestic'],
  assistance_type: () => ['Arrival', 'Departure'],
  travel_type: () => ['Pick-Up', 'Drop'],
  booking_for_guest: () => ['no', 'yes'],
  guest_count: () => ['1'],
  agree_terms: () => [true],
  contact_info: () => [true],
  guests: () => [JSON.stringify([{ guest_name: 'Ravi Rao', passport: 'Z7654321' }])],
  decision: () => ['approve', 'decline'],
  command: () => ['verify_payment', 'get_user_cards', 'delete_user_card', 'cancel_refund_transaction'],
  traveller_count: () => ['1'],
  vehicle_type: () => ['Sedan (Swift Desire, Renault Logan, Toyota Etios)'],
  email: () => ['asha@example.in'],
  mobile_number: () => ['9811122222'],
  bin: () => ['41000001', '52000012'],
  bin_used: () => ['41000001'],
};
/** Strings some pattern of the contract accepts: for each field, the first that passes its patterns and lengths. */
const candidates = () => [
  '9811122222',
  '41000001',
  '52000012',
  '421111',
  '123456',
  '12',
  '35',
  'asha@example.in',
  ...ids.any,
  '2026-05-20',
  'Asha Rao',
  'a1b2c3d4-e5f6',
  '+91 98111 22222',
  'KA01AB1234',
  'Delhi Golf Club, hole 1',
  ...Object.values(payuBody),
];

function patternsOf(schema: JsonSchema): RegExp[] {
  return [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter((p): p is string => !!p).map((p) => new RegExp(p, 'iu'));
}
/** A string for a field no name above covers: the gateway's own value, or a candidate passing the field's patterns. */
function plausibleString(name: string, schema: JsonSchema): string[] {
  if (payuBody[name]) return [payuBody[name]];
  const patterns = patternsOf(schema);
  const fits = candidates().filter(
    (c) => patterns.every((p) => p.test(c)) && c.length >= (schema.minLength ?? 0) && c.length <= (schema.maxLength ?? Infinity),
  );
  return fits.length > 0 ? fits.slice(0, 3) : ['Asha Rao'];
}
const typesOf = (schema: JsonSchema) =>
  [schema.type ?? [], ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => s.type ?? [])].flat();

/** A value the field's schema would take. */
function plausible(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  if (byName[name]) return fc.constantFrom(...byName[name]());
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.includes('object') && schema.properties) return objectOf(schema, 0);
  if (types.includes('object'))
    return fc.dictionary(
      fc.constantFrom('tee_time', 'greeter_name', 'meeting_point', 'vehicle_number', 'chauffeur_phone'),
      fc.constantFrom('9:30 am', 'Gate 4', 'KA01AB1234', '+91 98111 22222'),
    );
  if (types.includes('array'))
    return fc.array(schema.items ? plausible(name, schema.items) : fc.string(), {
      minLength: schema.minItems ?? 0,
      maxLength: Math.min(schema.maxItems ?? 2, 2),
    });
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('integer') || types.includes('number'))
    return fc.integer({ min: Math.max(schema.minimum ?? -5, -5), max: Math.min(schema.maximum ?? 50, 50) });
  return fc.constantFrom(...plausibleString(name, schema));
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
/** A control character, NUL (which PostgreSQL refuses in text and JSON) most often. */
const control = fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, { weight: 3, arbitrary: fc.constantFrom(...controls) });
const insertAt = (text: string, at: number, piece: string) =>
  `${text.slice(0, at % (text.length + 1))}${piece}${text.slice(at % (text.length + 1))}`;
const anyCodePoints = fc.string({ unit: 'binary', maxLength: 40 });
const controlString = fc.string({ unit: fc.constantFrom(...controls), minLength: 1, maxLength: 6 });
const hostileString = (near: fc.Arbitrary<unknown> = fc.constant('Asha')): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(near.map(asText), fc.nat(), control).map(([text, at, c]) => insertAt(text, at, c)) },
    { weight: 2, arbitrary: anyCodePoints },
    { weight: 1, arbitrary: controlString },
    { weight: 2, arbitrary: fc.constantFrom(...nasty) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.integer({ min: 300, max: 70_000 }), fc.constantFrom('x', '\u0000', 'é', '😀')).map(([n, c]) => c.repeat(n)),
    },
  );
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 5e-324, 99_999_999_999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const deep = fc.integer({ min: 50, max: 3000 }).map((n) => JSON.parse(`${'['.repeat(n)}${']'.repeat(n)}`) as unknown);
/** Anything at all, of any JSON type. */
const hostileValue = (near?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: hostileString(near) },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { toString: 'x' }) },
    { weight: 1, arbitrary: fc.array(hostileString(), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: deep },
  );

/** An object for `schema`: each field plausible, hostile or left out; sometimes extra or poisonous keys. */
function objectOf(schema: JsonSchema, hostileWeight = 1): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const near = plausible(name, field);
    return fc.oneof(
      { weight: 4, arbitrary: near.map((v) => [name, v] as const) },
      { weight: 2 * hostileWeight, arbitrary: hostileValue(near).map((v) => [name, v] as const) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  });
  const extra = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('constructor', 'prototype', 'hasOwnProperty', 'toString', '$where', 'role', 'user_id', 'status'),
        hostileString(),
      ),
      hostileValue(),
    ),
    { maxLength: hostileWeight ? 2 : 0 },
  );
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of more) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    for (const pair of pairs) if (pair) out[pair[0]] = pair[1];
    return out;
  });
}

/** A JSON body: usually an object close to the schema, sometimes anything, sometimes not JSON at all. */
function jsonBody(schema: JsonSchema): fc.Arbitrary<{ payload: string; contentType?: string }> {
  const close = objectOf(schema).map((o) => JSON.stringify(o));
  const polluted = fc.tuple(objectOf(schema), fc.constantFrom('__proto__', 'constructor')).map(([o, key]) => {
    const rest = JSON.stringify(o).slice(1);
    return `{"${key}":{"polluted":true,"prototype":{"polluted":true}}${rest === '}' ? '}' : `,${rest}`}`;
  });
  const anything = hostileValue().map((v) => JSON.stringify(v) ?? 'null');
  const notJson = fc.oneof(
    fc.constantFrom('', '{', '{"a":', '[1,2', 'nul', '{"a":1}garbage', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\ufeff{}'),
    anyCodePoints,
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 6, arbitrary: close },
        { weight: 1, arbitrary: polluted },
        { weight: 1, arbitrary: anything },
        { weight: 1, arbitrary: notJson },
      ),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('application/json') },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            undefined,
            'text/plain',
            'application/json; charset=utf-16',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset="\u00ff"',
          ),
        },
      ),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
}

const fileContent = fc.constantFrom(
  Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]),
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60, 0)]),
  Buffer.alloc(0),
);
/** A multipart body: the form's fields (plausible or hostile), hostile field names, files with hostile names. */
function multipartBody(schema: JsonSchema): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const fileName = fc.oneof(
    fc.constantFrom('ticket.pdf', 'a\u0000b.pdf', '../../etc/passwd.pdf', '.pdf', 'x'.repeat(400) + '.png', 'tïckét 🙂.pdf', 'a"b.pdf', ''),
    hostileString(),
  );
  const files = fc.array(
    fc.record({ field: fc.constantFrom('uploads[]', 'uploads', 'file', 'uploads[]\u0000'), name: fileName, data: fileContent }),
    { maxLength: 3 },
  );
  return fc.tuple(objectOf(schema), files, fc.boolean()).map(([fields, parts, brokenEnd]) => multipartPayload(fields, parts, brokenEnd));
}
function multipartPayload(fields: Record<string, unknown>, files: { field: string; name: string; data: Buffer }[], brokenEnd = false) {
  const boundary = '----hostile7f9c';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`));
  }
  for (const part of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(brokenEnd ? `--${boundary}` : `--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
const formPayload = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
    .join('&');
/** A gateway's form post, urlencoded; sometimes broken encoding. */
function formBody(schema: JsonSchema): fc.Arbitrary<{ payload: string; contentType?: string }> {
  const encoded = objectOf(schema).map(formPayload);
  const broken = fc.constantFrom(
    '%',
    '%zz=1',
    'txnid=%00',
    'txnid=%C0%80',
    'txnid=%ED%A0%80',
    '&&&=&',
    'txnid&txnid=a&txnid=b',
    '__proto__[polluted]=1',
  );
  return fc
    .tuple(
      fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: broken }),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', 'application/json', undefined),
    )
    .map(([payload, contentType]) => ({ payload, contentType }));
}

/** Percent-encoding that cannot throw: a lone surrogate becomes the (invalid) UTF-8 of one. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((ch) => {
        try {
          return encodeURIComponent(ch);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}
const rawSegment = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '%2e%2e%2f%2e%2e',
  '..',
  '%C0%AF',
  '%FF%FE',
  '%ED%A0%80',
  'a'.repeat(3000),
  '%0d%0aSet-Cookie:%20x=1',
  '%20',
  '%u0000',
);

const plausibleSegment = (name: string) => fc.constantFrom(...(name === 'txnid' ? [payuBody.txnid ?? 'txn', 'unknown-txn'] : ids.any));
function pathFor(op: Operation): fc.Arbitrary<string> {
  const segment = fc.oneof(
    { weight: 3, arbitrary: plausibleSegment(op.pathParams[0] ?? 'id') },
    { weight: 2, arbitrary: hostileString(fc.constant(ids.any[0]!)).map(encode) },
    { weight: 1, arbitrary: rawSegment },
  );
  return fc
    .tuple(...op.pathParams.map(() => segment))
    .map((values) => op.pathParams.reduce((url, name, i) => url.replace(`{${name}}`, values[i]!), op.path));
}
function queryFor(op: Operation): fc.Arbitrary<string> {
  const param = (name: string, schema: JsonSchema) => {
    const near = plausible(name, schema);
    return fc.oneof(
      { weight: 3, arbitrary: near.map((v) => [`${name}=${encode(asText(v))}`]) },
      { weight: 2, arbitrary: hostileString(near).map((v) => [`${name}=${encode(v)}`]) },
      { weight: 1, arbitrary: fc.tuple(near, hostileString()).map(([a, b]) => [`${name}=${encode(asText(a))}`, `${name}=${encode(b)}`]) },
      { weight: 1, arbitrary: rawSegment.map((raw) => [`${name}=${raw}`]) },
      { weight: 1, arbitrary: fc.constantFrom([`${name}[]=1`], [`${name}[a]=1`], [name], [`${name}=`]) },
      { weight: 1, arbitrary: fc.constant([] as string[]) },
    );
  };
  const extra = fc.array(
    fc.tuple(hostileString(), hostileString()).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(
      fc.tuple(...op.query.map((q) => param(q.name, q.schema))),
      extra,
      fc.constantFrom('', '', '&', '&__proto__[x]=1', '&constructor[prototype][x]=1'),
    )
    .map(([params, more, tail]) => {
      const all = [...params.flat(), ...more].join('&') + tail;
      return all ? `?${all}` : '';
    });
}

// Header values a real HTTP parser lets through (Node refuses the rest before any route sees them).
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
function headersFor(caller: Caller, token: string | undefined): fc.Arbitrary<Record<string, string>> {
  const fixed = (name: keyof typeof clientHeaders) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | undefined>(clientHeaders[name]) },
      { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
      { weight: 1, arbitrary: hostileString(fc.constant(clientHeaders[name])).map(headerSafe) },
    );
  const authorization =
    caller === 'anonymous'
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
          { weight: 1, arbitrary: hostileString().map((v) => headerSafe(`Bearer ${v}`)) },
        )
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant<string | undefined>(`Bearer ${token}`) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              `bearer ${token}`,
              `Bearer ${token}x`,
              `Bearer  ${token}`,
              'Bearer',
              `Basic ${token}`,
              `Bearer ${'a'.repeat(5000)}`,
            ),
          },
          { weight: 1, arbitrary: hostileString().map((v) => headerSafe(`Bearer ${v}`)) },
        );
  const extras = fc.dictionary(
    fc.constantFrom(
      'x-forwarded-for',
      'accept',
      'accept-language',
      'accept-encoding',
      'if-none-match',
      'range',
      'cookie',
      'origin',
      'x-request-id',
      'user-agent',
      'x-http-method-override',
    ),
    hostileString().map(headerSafe),
    { maxKeys: 3 },
  );
  return fc
    .record({ apiId: fixed('x-api-id'), clientId: fixed('x-client-id'), projectId: fixed('x-project-id'), authorization, extras })
    .map(({ apiId, clientId, projectId, authorization: auth, extras: more }) => {
      const headers: Record<string, string> = { ...more };
      if (apiId !== undefined) headers['x-api-id'] = apiId;
      if (clientId !== undefined) headers['x-client-id'] = clientId;
      if (projectId !== undefined) headers['x-project-id'] = projectId;
      if (auth !== undefined) headers.authorization = auth;
      return headers;
    });
}

interface HostileRequest {
  path: string;
  query: string;
  headers: Record<string, string>;
  body: { payload?: string | Buffer; contentType?: string };
}

/** Anything goes: every part of the request generated at once (headers, encodings, bodies of any shape). */
function chaosRequest(op: Operation, caller: Caller, token: string | undefined): fc.Arbitrary<HostileRequest> {
  const body: fc.Arbitrary<HostileRequest['body']> = !op.body
    ? op.method === 'GET'
      ? fc.constant({})
      : fc.oneof(fc.constant({}), jsonBody({ type: 'object', properties: {} }))
    : op.body.kind === 'json'
      ? jsonBody(op.body.schema)
      : op.body.kind === 'multipart'
        ? fc.oneof({ weight: 5, arbitrary: multipartBody(op.body.schema) }, { weight: 1, arbitrary: jsonBody(op.body.schema) })
        : formBody(op.body.schema);
  return fc.record({ path: pathFor(op), query: queryFor(op), headers: headersFor(caller, token), body });
}

/**
 * One input hostile, everything else plausible (the caller's own headers, valid ids, values the contract takes):
 * so the hostile value gets past the other checks to the service and the database, where a NUL used to be a 500.
 */
function focusedRequest(op: Operation, caller: Caller, token: string | undefined): fc.Arbitrary<HostileRequest> | undefined {
  type Target = { where: 'body' | 'query' | 'path'; name: string; near: fc.Arbitrary<unknown> };
  const properties = Object.entries(op.body?.schema.properties ?? {});
  const targets: Target[] = [
    ...properties.map(([name, schema]) => ({ where: 'body' as const, name, near: plausible(name, schema) })),
    ...op.query.map((q) => ({ where: 'query' as const, name: q.name, near: plausible(q.name, q.schema) })),
    ...op.pathParams.map((name) => ({ where: 'path' as const, name, near: plausibleSegment(name) as fc.Arbitrary<unknown> })),
  ];
  if (targets.length === 0) return undefined;
  const dangerous = (target: Target) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.tuple(target.near.map(asText), fc.nat()).map(([text, at]) => insertAt(text, at, '\u0000')) as fc.Arbitrary<unknown>,
      },
      { weight: 2, arbitrary: fc.tuple(target.near.map(asText), fc.nat(), control).map(([text, at, c]) => insertAt(text, at, c)) },
      { weight: 3, arbitrary: hostileValue(target.near) },
    );
  const valuesOf = (list: Target[]) =>
    fc.record(Object.fromEntries(list.map((target) => [target.name, target.near])) as Record<string, fc.Arbitrary<unknown>>);
  const pick = fc
    .integer({ min: 0, max: targets.length - 1 })
    .chain((i) => dangerous(targets[i]!).map((value) => ({ target: targets[i]!, value })));
  const headers: Record<string, string> = { ...clientHeaders, ...(caller !== 'anonymous' ? { authorization: `Bearer ${token}` } : {}) };
  const ticket = { field: 'uploads[]', name: 'ticket.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
  return fc
    .record({
      body: valuesOf(targets.filter((x) => x.where === 'body')),
      query: valuesOf(targets.filter((x) => x.where === 'query')),
      path: valuesOf(targets.filter((x) => x.where === 'path')),
      pick,
      withTicket: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    })
    .map(({ body: plausibleBody, query: plausibleQuery, path: plausiblePath, pick: { target, value }, withTicket }) => {
      const [body, query, segments] = [{ ...plausibleBody }, { ...plausibleQuery }, { ...plausiblePath }];
      ({ body, query, path: segments })[target.where][target.name] = value;
      const queryText = Object.entries(query)
        .map(([k, v]) => `${encode(k)}=${encode(asText(v))}`)
        .join('&');
      const kind = op.body?.kind;
      return {
        path: op.pathParams.reduce((url, name) => url.replace(`{${name}}`, encode(asText(segments[name]))), op.path),
        query: queryText ? `?${queryText}` : '',
        headers,
        body:
          kind === 'json'
            ? { payload: JSON.stringify(body), contentType: 'application/json' }
            : kind === 'multipart'
              ? multipartPayload(body, withTicket ? [ticket] : [])
              : kind === 'form'
                ? { payload: formPayload(body), contentType: 'application/x-www-form-urlencoded' }
                : {},
      };
    });
}

function requestFor(op: Operation, caller: Caller, token: string | undefined): fc.Arbitrary<HostileRequest> {
  const focused = focusedRequest(op, caller, token);
  const chaos = chaosRequest(op, caller, token);
  return focused ? fc.oneof({ weight: 2, arbitrary: focused }, { weight: 1, arbitrary: chaos }) : chaos;
}

// ---------------------------------------------------------------------------------------------------------

let sent = 0;
let address = 0;
const statuses = new Map<number, number>();
const serverErrors: string[] = [];

describe(`hostile input to every operation of the OpenAPI document (${RUNS} runs per operation and caller, seed ${SEED})`, () => {
  it('lists the operations it sends to, and the hidden gateway routes exist', () => {
    expect(documented.length).toBeGreaterThan(60);
    for (const op of hiddenOperations) {
      expect(t.app.hasRoute({ method: op.method as 'GET' | 'POST', url: op.path.replace('{txnid}', ':txnid') }), op.path).toBe(true);
    }
  });

  operations.forEach((op, index) => {
    it(`${op.method} ${op.path}`, async () => {
      // The three callers at once (each its own seed): sign-in's password hashing then overlaps.
      await Promise.all(
        callers.map(async (caller, callerIndex) => {
          const token = await tokens[caller]?.();
          const seed = SEED + index * 7919 + callerIndex;
          try {
            await fc.assert(
              fc.asyncProperty(requestFor(op, caller, token), async (request) => {
                address++;
                const headers = { ...request.headers, ...(request.body.contentType ? { 'content-type': request.body.contentType } : {}) };
                const answer = await t.app.inject({
                  method: op.method as 'GET',
                  url: `${request.path}${request.query}`,
                  headers,
                  payload: request.body.payload,
                  remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
                });
                sent++;
                statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
                if (answer.statusCode >= 500) {
                  serverErrors.push(`${op.method} ${request.path}${request.query} -> ${answer.statusCode} ${answer.body.slice(0, 200)}`);
                  throw new Error(`${answer.statusCode} ${answer.body.slice(0, 300)}`);
                }
              }),
              { seed, numRuns: RUNS },
            );
          } catch (error) {
            throw new Error(
              `${op.method} ${op.path} as ${caller}: a 5xx (or a request that could not be answered). Reproduce with HOSTILE_SEED=${SEED} HOSTILE_RUNS=${RUNS} (this property's seed ${seed}).\n${(error as Error).message}`,
            );
          }
        }),
      );
    });
  });

  it(`sent at least ${operations.length * callers.length * RUNS} hostile requests and none got a 5xx`, () => {
    const summary = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.info(
      `hostile input: ${sent} requests to ${operations.length} operations as ${callers.length} callers (seed ${SEED}); statuses ${summary}; 5xx: ${serverErrors.length}`,
    );
    expect(serverErrors).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * callers.length * RUNS);
  });
});
