import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { addDays, encryptCardField, istDate, MULTI_LINE_TEXT, REQUEST_DATE_TIME_PATTERN, SINGLE_LINE_TEXT } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { offerPendingChanges, rewardsBookings, rewardsCheckoutItems } from './db/schema/index.ts';
import { conciergeEnquiryFields, golfEnquiryBody, inDays, transferEnquiryFields } from './test/enquiry-bodies.ts';
import { clientHeaders, createTestApp, type TestApp } from './test/test-app.ts';
import { paidBooking, staffSession } from './test/fixtures.ts';
import { urlencodedForm } from './test/form-bodies.ts';
import { importCatalogue } from './db/seed/import-catalogue.ts';
import { importOffers } from './db/seed/import-offers.ts';
import { stableId } from './modules/offers/index.ts';

/** Links are e-mailed after the answer: wait for the message (a busy machine takes longer than waitFor's default). */
const MAIL_WAIT = { timeout: 15_000, interval: 50 };

/**
 * The OpenAPI document is the API: every documented operation is called with requests made from the document
 * (valid ones, malformed ones, ones without a session or the fixed headers), and every answer must be a status the
 * document lists for that operation, in a documented content type, with a body its schema accepts (ajv). No 5xx.
 * Every failure is collected, so one run shows all of them.
 */

// --- the document's shapes, as far as this test reads them -------------------------------------------------------
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
}
interface Media {
  schema?: Schema;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
  security?: Record<string, string[]>[];
  description?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  security?: Record<string, string[]>[];
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, unknown> };
}
interface Op {
  key: string;
  method: string;
  path: string;
  op: Operation;
}

// --- test data ------------------------------------------------------------------------------------------------------
const RESERVE = '41000001';
/** The cardholder the examples book as (signed in below with this mobile and e-mail). */
const enquirer = { mobile: '9000000001', email: 'asha.rao@example.in' };
const enquirerNameAndCard = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: enquirer.email,
  mobile_number: enquirer.mobile,
  bin_used: RESERVE,
};
const t20Fixture = {
  id: 'T20-TEST',
  home_team: 'Mumbai Mariners',
  away_team: 'Delhi Dynamos',
  stadium: 'Marine Lines Oval',
  city: 'Mumbai',
  stands: ['Pavilion'],
};
const OLYMPUS = '41000013';
const offer = {
  coupon: 'Saffron Table / Buy one get one at Saffron Table',
  showAndSave: 'Saffron Table / 15% off at Saffron Table',
  giftCard: 'Loom & Thread / Loom & Thread gift card',
  giftCardGroup: stableId('bundle-group', 'Conformance / Gift cards'),
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Bodies and files above this are refused (413): small, so the test can send one. */
const LIMIT = 32 * 1024;
const golfConfirmation = { tee_time: '7:30 am', course_contact_name: 'Ravi Menon', course_contact_phone: '9800000000' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'openapi-conformance-'));

/** Values for the string patterns the contract uses; a pattern not listed here fails the test (add it). */
const patternSamples: Record<string, string> = {
  '^\\d{8}$': RESERVE,
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$': '00000000-0000-4000-8000-000000000000',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$': 'asha.rao@example.in',
  '^\\d{4}-\\d{2}-\\d{2}$': addDays(istDate(new Date()), 10),
  '^(0[1-9]|1[0-2])$': '12',
  '^\\d{2}$': '35',
  '^[A-Za-z0-9-]{8,64}$': 'card-token-0001',
  '^\\d{10}$': '9000000001',
  '^(\\d{6}|\\d{8})$': RESERVE,
  '^\\d*$': '000000',
  '^\\d{6}$': '123456',
  '^[a-z0-9-]+$': 'reserve',
  '^#[0-9a-fA-F]{6}$': '#861f41',
  [REQUEST_DATE_TIME_PATTERN.source]: `${addDays(istDate(new Date()), 10)}T09:00:00+05:30`,
};

let t: TestApp;
let doc: Document;
let ops: Op[];
const ajv = new Ajv({ strict: false, allErrors: true });
(addFormats as unknown as (ajv: Ajv) => void)(ajv);
ajv.addFormat('binary', true);
ajv.addFormat('byte', true);

interface Session {
  userId: string;
  token: string;
  sessionId: string;
}
const fx = {} as {
  holder: { userId: string; mobile: string };
  admin: { userId: string };
  staff: { email: string; password: string };
  concierge: { password: string };
  golfId: string;
  conciergeId: string;
  uploadId: string;
  transferId: string;
  turfId: string;
  t20Id: string;
  /** Paid (requested) bookings for staff confirm and decline; confirmed ones for complete, no-show and the calendar. */
  requested: string[];
  confirmed: string[];
  /** Unpaid bookings the cardholder cancels (cancel_booking, change_status) or pays for. */
  unpaid: string[];
  removableCards: string[];
  transferAirport: string;
  giftCardId: string;
  /** A gift card bought by card (issue 29): an order not yet paid, read and paid by its operations. */
  walletPurchaseId: string;
  /** A Saffron Table user invited and not yet signed up (for the invitation sent again). */
  invitedMerchantUser: string;
  /** Rewards (issue 19): a cart line to delete, the open checkout, a paid hotel order, an expedition enquiry. */
  rewards: { cartItemId: string; checkoutId: string; orderToken: string; bookingId: string; stayId: string };
};

async function openSession(userId: string): Promise<Session> {
  const session = await t.app.sessions.open(userId);
  return { userId, token: session.token, sessionId: session.sessionId };
}

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: dataDir,
    BODY_LIMIT_BYTES: String(LIMIT),
    UPLOAD_MAX_FILE_BYTES: String(LIMIT),
  });
  doc = t.app.swagger() as unknown as Document;
  ops = Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, method: method.toUpperCase(), path: p, op })),
  );

  const { mobile } = enquirer;
  const holder = await t.signInAs(mobile, { name: 'Asha Rao', email: enquirer.email, bins: [RESERVE, OLYMPUS] });
  fx.holder = { userId: holder.userId, mobile };
  const admin = await t.signInAs('9000000002', { role: 'admin' });
  const staff = await staffSession(t, admin.token, 'meera@provider.example.in');
  fx.staff = { email: 'meera@provider.example.in', password: staff.password };
  // Staff routes are called by an admin with a staff account (the console's own sign-in); concierge_login by the client's concierge.
  fx.admin = { userId: (await staffSession(t, admin.token, 'priya@provider.example.in', 'admin')).id };
  const client = (await t.app.catalogue.current()).clients.get(clientHeaders['x-client-id'])!;
  fx.concierge = { password: (await staffSession(t, admin.token, client.concierge_email)).password };
  const transferAirports = (await t.app.catalogue.current()).rows.AirportTransfer;
  fx.transferAirport = transferAirports.find((a) => a.city === 'Mumbai')!.airport;

  // Bookings made as a cardholder makes them, through the API.
  const golf = await t.call({
    method: 'POST',
    url: '/api/booking/golf_enquiries',
    token: holder.token,
    payload: examples['POST /api/booking/golf_enquiries']!.body!,
  });
  expect(golf.statusCode, golf.body).toBe(201);
  fx.golfId = golf.json().data.id;
  const concierge = await send({
    method: 'POST',
    url: '/api/booking/airport_vip_privileges_enquiries',
    token: holder.token,
    multipart: { ...examples['POST /api/booking/airport_vip_privileges_enquiries']!.body!, 'uploads[]': [pdf] },
  });
  expect(concierge.statusCode, concierge.body).toBe(200);
  fx.conciergeId = concierge.json().data.data.id;
  const conciergeDetail = await t.call({ url: `/api/booking/airport_vip_privileges_enquiries/${fx.conciergeId}`, token: holder.token });
  fx.uploadId = conciergeDetail.json().data.attributes.uploads[0].id;
  const transfer = await send({
    method: 'POST',
    url: '/api/booking/airport_transfers',
    token: holder.token,
    multipart: examples['POST /api/booking/airport_transfers']!.body!,
  });
  expect(transfer.statusCode, transfer.body).toBe(201);
  fx.transferId = transfer.json().data.data.id;
  // A match three weeks ahead, whatever today is, so its requests are open.
  await importCatalogue(t.database.db, {
    t20_fixtures: [{ ...t20Fixture, starts_at: new Date(Date.now() + 21 * 86_400_000).toISOString() }],
  } as Parameters<typeof importCatalogue>[1]);
  t.app.catalogue.invalidate();
  for (const [family, key] of [
    ['turf_enquiries', 'turfId'],
    ['t20_enquiries', 't20Id'],
  ] as const) {
    const made = await t.call({
      method: 'POST',
      url: `/api/booking/${family}`,
      token: holder.token,
      payload: examples[`POST /api/booking/${family}`]!.body!,
    });
    expect(made.statusCode, made.body).toBe(201);
    fx[key] = made.json().data.id;
  }

  fx.requested = [];
  fx.confirmed = [];
  for (let i = 0; i < 4; i++) fx.requested.push((await paidBooking(t, holder.userId)).id);
  for (let i = 0; i < 3; i++) {
    const id = (await paidBooking(t, holder.userId)).id;
    const confirmed = await t.call({
      method: 'POST',
      url: `/api/ops/bookings/${id}/confirm`,
      token: admin.token,
      payload: { details: golfConfirmation },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    fx.confirmed.push(id);
  }
  fx.unpaid = [];
  for (let i = 0; i < 3; i++) {
    const made = await t.call({
      method: 'POST',
      url: '/api/booking/golf_enquiries',
      token: holder.token,
      payload: examples['POST /api/booking/golf_enquiries']!.body!,
    });
    fx.unpaid.push(made.json().data.id);
  }
  fx.removableCards = [];
  for (const bin of ['41000004', '41000005']) fx.removableCards.push((await t.app.identity.addCard(holder.userId, bin)).id);

  // Offers (issue 18): a bundle group with room for several gift cards; a gift card claimed and a coupon redeemed.
  await importOffers(t.database.db, {
    categories: [],
    merchants: [],
    bundles: [
      {
        name: 'Conformance',
        card_product_ids: [],
        groups: [{ name: 'Gift cards', period: 'year', choose_count: 5, offers: [offer.giftCard] }],
      },
    ],
  });
  const claim = { offer_id: stableId('offer', offer.giftCard), bundle_group_id: offer.giftCardGroup, master_retail_option_id: 'GC-500' };
  fx.giftCardId = (await offerOtpStep(holder.token, '/api/offer/gift_cards/redeem', claim)).json().gift_card.id;
  fx.walletPurchaseId = (
    await t.call({
      method: 'POST',
      url: '/api/offer/walletbuddy/booking',
      token: holder.token,
      payload: { offer_id: stableId('offer', offer.giftCard), master_retail_option_id: 'GC-500' },
    })
  ).json().id;
  expect((await offerOtpStep(holder.token, `/api/offer/offers/${stableId('offer', offer.coupon)}/redeem`, {})).statusCode).toBe(201);
  fx.rewards = await rewardsFixtures(holder.token);
  const invited = await t.call({
    method: 'POST',
    url: `/api/offer/merchants/${stableId('merchant', 'Saffron Table')}/users`,
    token: admin.token,
    payload: { mobile: '9000000304', email: 'merchant.four@example.in' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  fx.invitedMerchantUser = invited.json().data.id;
  // A merchant's edit of the approved coupon offer, waiting for the admin (issue 27).
  await t.database.db.insert(offerPendingChanges).values({ offerId: stableId('offer', offer.coupon), fields: { per_user_limit: 2 } });
});

/** An offer call's two steps: the code goes to the holder's mobile (the outbox, newest first), then comes back. */
async function offerOtpStep(token: string, url: string, body: Record<string, unknown>) {
  const first = await t.call({ method: 'POST', url, token, payload: body });
  expect(first.statusCode, first.body).toBe(200);
  const [sms] = (await t.call({ url: `/api/dev/outbox?to=${fx.holder.mobile}` })).json() as { body: string }[];
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? 'no code';
  return t.call({ method: 'POST', url, token, payload: { ...body, token: first.json().token, otp_confirmation: code } });
}

/** Rewards (issue 19): a hotel stay paid through the cart and the sandbox bank, then a cart of two, an enquiry. */
async function rewardsFixtures(token: string) {
  const cart = (items: unknown[]) => t.call({ method: 'POST', url: '/api/core/user/cart/add_items', token, payload: { items } });
  await cart([examples['POST /api/core/user/cart/add_items']!.body!.items].flat());
  const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json();
  const card = { card_number: await encryptCardField('4100000123456783', quote.id), cvv: await encryptCardField('737', quote.id) };
  const payment = { total: quote.total, name: 'Asha Rao', ...card, expiry_month: '12', expiry_year: '35' };
  const started = (await t.call({ method: 'POST', url: `/api/core/user/cart/checkout/${quote.id}/pay`, token, payload: payment })).json();
  await t.app.paymentSandbox!.startPayment(started.payu_body);
  const answer = (await t.app.paymentSandbox!.decide(started.payu_body.txnid, 'approve'))!;
  await t.app.inject({ method: 'POST', url: new URL(answer.action).pathname, ...urlencodedForm(answer.fields) });
  const [paid] = await t.database.db.select().from(rewardsCheckoutItems).where(eq(rewardsCheckoutItems.checkoutId, quote.id));
  await t.app.jobs.drain(); // the paid cart's booking job: the stay is booked, with free cancellation (a '-ro' rate)
  const [stay] = await t.database.db.select().from(rewardsBookings).where(eq(rewardsBookings.checkoutItemId, paid!.id));
  const slots = await t.call({
    url: withQuery('/api/rewards/headout/inventories', examples['GET /api/rewards/headout/inventories']!.query!()),
  });
  const slot = slots.json().data[0].id;
  const tour = { type: 'tour', product_id: 'mum-heritage', variant_id: 'mum-heritage-std', inventory_id: slot, pax: { ADULT: 1 } };
  const lines = (await cart([tour])).json().data as { id: string }[];
  const enquiry = await t.call({
    method: 'POST',
    url: '/api/rewards/nat_geo/enquiry',
    token,
    payload: await examples['POST /api/rewards/nat_geo/enquiry']!.bodyFor!({} as Session),
  });
  return {
    cartItemId: lines[0]!.id,
    checkoutId: '',
    orderToken: paid!.holdRef!,
    bookingId: enquiry.json().data.id as string,
    stayId: stay!.id,
  };
}

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// --- per-operation values a valid request needs (real ids, coherent forms); the rest comes from the schema ---------
interface Example {
  params?: () => Record<string, string>;
  query?: () => Record<string, unknown>;
  body?: Record<string, unknown>;
  bodyFor?: (session: Session) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Called as the console's admin (like /api/ops routes), a cardholder checked as refused. */
  staff?: boolean;
}
/** Rewards (issue 19): a stay six weeks ahead, in the default occupancy with the child's age. */
const hotelStay = () => ({
  check_in: addDays(istDate(new Date()), 40),
  check_out: addDays(istDate(new Date()), 42),
  rooms: [{ adults: 2, children: 1, children_ages: [8] }],
});
const examples: Record<string, Example> = {
  'GET /api/core/cities': { query: () => ({ country_id: 1 }) },
  'GET /api/core/localities': { query: () => ({ city_id: 1 }) },
  'GET /api/booking/golf_course_lists': { query: () => ({ session_type: 'play' }) },
  'GET /api/booking/airports': { query: () => ({ service: 'concierge' }) },
  'GET /api/dev/outbox': { query: () => ({ to: fx.holder.mobile }) },
  'POST /api/booking/golf_enquiries': { body: golfEnquiryBody(enquirer, { bin_used: RESERVE }) },
  'GET /api/booking/golf_enquiries/{id}': { params: () => ({ id: fx.golfId }) },
  'POST /api/booking/airport_vip_privileges_enquiries': {
    body: { airport_name: 'Mumbai T2', ...conciergeEnquiryFields(enquirer, { bin_used: RESERVE }) },
  },
  'GET /api/booking/airport_vip_privileges_enquiries/{id}': { params: () => ({ id: fx.conciergeId }) },
  'GET /api/booking/airport_vip_privileges_enquiries/{id}/uploads/{uploadId}': {
    params: () => ({ id: fx.conciergeId, uploadId: fx.uploadId }),
  },
  'POST /api/booking/airport_transfers': {
    get body() {
      return transferEnquiryFields(enquirer, fx.transferAirport, {
        bin_used: RESERVE,
        booking_date_time: inDays(10, 9, 30),
        travel_sector: 'International',
        traveller_count: '2',
        special_request: 'Child seat',
        passport: 'K1234567',
      });
    },
  },
  'GET /api/booking/airport_transfers/{id}': { params: () => ({ id: fx.transferId }) },
  'POST /api/booking/turf_enquiries': {
    body: {
      ...enquirerNameAndCard,
      turf_venue_id: 'TF-MUM-01',
      sport: 'football',
      booking_date_time: inDays(5, 18),
      players: 10,
      agree_terms: true,
    },
  },
  'GET /api/booking/turf_enquiries/{id}': { params: () => ({ id: fx.turfId }) },
  'POST /api/booking/t20_enquiries': {
    body: {
      ...enquirerNameAndCard,
      fixture_id: t20Fixture.id,
      stand: 'Pavilion',
      tickets: 1,
      agree_terms: true,
    },
  },
  'GET /api/booking/t20_enquiries/{id}': { params: () => ({ id: fx.t20Id }) },
  // Rewards (issue 19): the sandboxes' made-up inventory.
  'GET /api/rewards/headout/products/{id}': { params: () => ({ id: 'mum-heritage' }) },
  'GET /api/rewards/headout/inventories': {
    query: () => ({
      variantId: 'mum-heritage-std',
      startDateTime: `${addDays(istDate(new Date()), 3)}T00:00:00+05:30`,
      endDateTime: `${addDays(istDate(new Date()), 5)}T00:00:00+05:30`,
    }),
  },
  'GET /api/rewards/luxury_staycations/autocomplete': { query: () => ({ query: 'goa' }) },
  'POST /api/rewards/luxury_staycations/hotel_list_details': {
    get body() {
      return {
        destination_id: 'goa',
        ...hotelStay(),
      };
    },
  },
  'GET /api/rewards/luxury_staycations/hotel_details': { query: () => ({ hotel_id: 'goa-sands' }) },
  'GET /api/rewards/luxury_staycations/hotel_room_details': { query: () => ({ hotel_id: 'goa-sands', room_id: 'goa-sands-dlx' }) },
  'POST /api/rewards/luxury_staycations/hotel_availability': {
    get body() {
      return {
        hotel_id: 'goa-sands',
        ...hotelStay(),
      };
    },
  },
  'POST /api/rewards/luxury_staycations/hotel_room_availability': {
    get body() {
      return {
        hotel_id: 'goa-sands',
        ...hotelStay(),
      };
    },
  },
  'POST /api/rewards/luxury_staycations/initiate_booking': {
    get body() {
      return {
        hotel_id: 'goa-sands',
        rate_id: 'goa-sands-dlx-ro',
        ...hotelStay(),
      };
    },
  },
  'GET /api/rewards/nat_geo/details/{id}': { params: () => ({ id: 'andaman-reefs' }) },
  'POST /api/rewards/nat_geo/enquiry': {
    bodyFor: async () => ({
      expedition_id: 'andaman-reefs',
      departure: (await t.call({ url: '/api/rewards/nat_geo/details/andaman-reefs' })).json().departures[0],
      travellers: 2,
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      mobile: '9000000001',
    }),
  },
  'DELETE /api/core/user/cart/cart_items/{id}': { params: () => ({ id: fx.rewards.cartItemId }) },
  // The checkout is made just before it is read and paid (the same cart answers the same checkout).
  'POST /api/core/user/cart/checkout': {
    bodyFor: async (s) => {
      fx.rewards.checkoutId = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token: s.token })).json().id;
      return {};
    },
  },
  'GET /api/core/user/cart/checkout/{id}': { params: () => ({ id: fx.rewards.checkoutId }) },
  'POST /api/core/user/cart/checkout/{id}/pay': {
    params: () => ({ id: fx.rewards.checkoutId }),
    bodyFor: async (s) => ({
      total: (await t.call({ url: `/api/core/user/cart/checkout/${fx.rewards.checkoutId}`, token: s.token })).json().total,
      name: 'Asha Rao',
      card_number: await encryptCardField('4100000123456783', fx.rewards.checkoutId),
      cvv: await encryptCardField('737', fx.rewards.checkoutId),
      expiry_month: '12',
      expiry_year: '35',
    }),
  },
  'POST /api/rewards/luxury_staycations/create_booking': { bodyFor: () => ({ order_token: fx.rewards.orderToken }) },
  'GET /api/rewards/users/booking_information': { query: () => ({ booking_id: fx.rewards.bookingId }) },
  'POST /api/core/user/cart/add_items': {
    get body() {
      return {
        items: [
          {
            type: 'hotel',
            hotel_id: 'goa-sands',
            rate_id: 'goa-sands-dlx-ro',
            ...hotelStay(),
          },
        ],
      };
    },
  },
  'POST /api/core/sessions': { bodyFor: () => ({ email: fx.staff.email, password: fx.staff.password }) },
  'POST /api/core/sessions/concierge_login': { bodyFor: () => ({ password: fx.concierge.password }) },
  'GET /api/ops/bookings': {
    query: () => ({ status: 'requested', limit: 10, type: undefined, date: undefined, city: undefined, after: undefined }),
  },
  'GET /api/ops/bookings/{id}': { params: () => ({ id: fx.confirmed[0]! }) },
  'POST /api/ops/bookings/{id}/confirm': { params: () => ({ id: fx.requested[0]! }), body: { details: golfConfirmation } },
  'POST /api/ops/bookings/{id}/decline': { params: () => ({ id: fx.requested[1]! }) },
  'POST /api/ops/bookings/{id}/complete': { params: () => ({ id: fx.confirmed[1]! }) },
  'POST /api/ops/bookings/{id}/no_show': { params: () => ({ id: fx.confirmed[2]! }) },
  'POST /api/ops/staff': {
    body: { email: 'ravi@provider.example.in', name: 'Ravi Menon', role: 'concierge', password: 'correct horse battery' },
  },
  'POST /api/payment/payments': {
    bodyFor: async () => ({
      booking_id: fx.unpaid[0]!,
      amount: undefined,
      transactions_attributes: [
        {
          txn_type: 'card',
          payment_type: 'Credit',
          name: 'Asha Rao',
          card_number: await encryptCardField('4100000123456783', fx.unpaid[0]!),
          cvv: await encryptCardField('737', fx.unpaid[0]!),
          expiry_month: '12',
          expiry_year: '35',
        },
      ],
    }),
  },
  'POST /api/payment/payments/save_user_card': {
    bodyFor: async () => ({
      enquiry_id: fx.unpaid[0]!,
      name: 'Asha Rao',
      card_number: await encryptCardField('4100000123456783', fx.unpaid[0]!),
      expiry_month: '12',
      expiry_year: '35',
    }),
  },
  'POST /api/payment/payments/delete_user_card': {
    bodyFor: async (s) => ({
      card_token: (await t.call({ url: '/api/payment/payments/get_user_cards', token: s.token })).json().data[0]?.card_token,
    }),
  },
  'POST /api/payment/payments/change_status': { bodyFor: () => ({ booking_id: fx.unpaid[1]!, status: 'user_cancelled' }) },
  'GET /api/booking/bookings': { query: () => ({ type: 'GolfEnquiry' }) },
  'GET /api/booking/bookings/{id}': { params: () => ({ id: fx.golfId }) },
  'POST /api/booking/bookings/cancel_booking': { bodyFor: () => ({ id: fx.unpaid[2]! }) },
  'GET /api/booking/bookings/{id}/calendar': { params: () => ({ id: fx.confirmed[0]! }) },
  'GET /api/booking/my_bookings/{id}/voucher.pdf': { params: () => ({ id: fx.confirmed[0]! }) },
  'GET /api/booking/my_bookings/{id}/calendar': { params: () => ({ id: fx.confirmed[0]! }) },
  'POST /api/booking/my_bookings/{id}/cancel': { params: () => ({ id: fx.rewards.stayId }) },
  // The password variant is the concierge desk's: with the desk's password right.
  'GET /api/customer/users/search': { query: () => ({ mobile: fx.holder.mobile, password: fx.concierge.password }) },
  'GET /api/core/users/search': { query: () => ({ mobile: fx.holder.mobile, bin: RESERVE, password: fx.concierge.password }) },
  'POST /api/customer/users': { body: { mobile: '9000000101', email: 'new.one@example.in', name: 'New One' } },
  'POST /api/core/users': { body: { mobile: '9000000102', email: 'new.two@example.in', name: 'New Two' } },
  'POST /api/customer/users/{id}/otps': {
    params: () => ({ id: fx.holder.userId }),
    bodyFor: () => ({ mobile: fx.holder.mobile, otp_type: 'login' }),
  },
  'POST /api/core/users/{id}/otps': {
    params: () => ({ id: fx.holder.userId }),
    bodyFor: () => ({ mobile: fx.holder.mobile, otp_type: 'login' }),
  },
  'POST /api/customer/users/{id}/otps/verify': { params: () => ({ id: fx.holder.userId }) },
  'POST /api/core/users/{id}/otps/verify': { params: () => ({ id: fx.holder.userId }) },
  'POST /api/customer/user/user_cards': { body: { bin: '41000002', bin_type: 'first8' } },
  'POST /api/core/user/user_cards': { body: { bin: '41000003', bin_type: 'first8' } },
  'DELETE /api/customer/user/user_cards/{id}': { params: () => ({ id: fx.removableCards[0]! }) },
  'DELETE /api/core/user/user_cards/{id}': { params: () => ({ id: fx.removableCards[1]! }) },
  'GET /api/core/users/{id}': { params: () => ({ id: fx.holder.userId }) },
  'POST /api/core/sessions/create_with_user': { bodyFor: (s) => ({ token: s.token, uid: s.userId, client: clientHeaders['x-client-id'] }) },
  'POST /api/core/external_otps': { bodyFor: () => ({ mobile: fx.holder.mobile }) },
  'POST /api/core/external_otps/verify': {
    // A code of its own, read where the local SMS channel puts it (the outbox).
    bodyFor: async () => {
      const sent = await t.call({ method: 'POST', url: '/api/core/external_otps', payload: { mobile: '9000000201' } });
      const [sms] = (await t.call({ url: '/api/dev/outbox?to=9000000201' })).json() as { body: string }[];
      return { ref_no: sent.json().ref_no, code: /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? 'no code' };
    },
  },
  // Offers (issue 18): demo catalogue rows (ids derived from their names); lists as everyone sees them (eligible=false).
  'GET /api/offer/bins/validate': { query: () => ({ bin: RESERVE, bundle_id: stableId('bundle', 'Premium benefits') }) },
  'GET /api/offer/categories': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/category_details': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/category_details/{id}': { params: () => ({ id: stableId('offer-category-detail', 'Dining / Fine dining') }) },
  'GET /api/offer/merchants': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/offers': {
    query: () => ({ eligible: 'false', category: undefined, merchant: undefined, city: 'Mumbai', text: undefined, page: 1 }),
  },
  'GET /api/offer/offers/{id}': { params: () => ({ id: stableId('offer', offer.coupon) }) },
  'GET /api/offer/nearby_offers': { query: () => ({ eligible: 'false', lat: 19.07, lng: 72.87, radius_km: 25 }) },
  'GET /api/offer/nearby_offers/merchants': { query: () => ({ eligible: 'false', lat: 19.07, lng: 72.87, radius_km: 25 }) },
  'GET /api/offer/nearby_offers/categories': { query: () => ({ eligible: 'false', lat: 19.07, lng: 72.87, radius_km: 25 }) },
  'GET /api/offer/providers': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/bundles': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/bundles/{id}': { params: () => ({ id: stableId('bundle', 'Premium benefits') }), query: () => ({ eligible: 'false' }) },
  'GET /api/offer/bundle_groups': { query: () => ({ eligible: 'false' }) },
  'GET /api/offer/bundle_groups/{id}': { params: () => ({ id: offer.giftCardGroup }), query: () => ({ eligible: 'false' }) },
  'GET /api/offer/gift_cards/{id}': { params: () => ({ id: fx.giftCardId }) },
  'POST /api/offer/walletbuddy/booking': { body: { offer_id: stableId('offer', offer.giftCard), master_retail_option_id: 'GC-500' } },
  'GET /api/offer/walletbuddy/booking/{id}': { params: () => ({ id: fx.walletPurchaseId }) },
  'POST /api/offer/walletbuddy/booking/{id}/pay': {
    params: () => ({ id: fx.walletPurchaseId }),
    bodyFor: async () => ({
      amount: 500,
      name: 'Asha Rao',
      card_number: await encryptCardField('4100000123456783', fx.walletPurchaseId),
      cvv: await encryptCardField('737', fx.walletPurchaseId),
      expiry_month: '12',
      expiry_year: '35',
    }),
  },
  'POST /api/offer/offers/{id}/redeem': {
    params: () => ({ id: stableId('offer', offer.showAndSave) }),
    body: { bin: RESERVE, master_retail_option_id: undefined, token: undefined, otp_confirmation: undefined },
  },
  'GET /api/offer/offers/{id}/resend_voucher': { params: () => ({ id: stableId('offer', offer.coupon) }) },
  'POST /api/offer/gift_cards/redeem': {
    get body() {
      return {
        offer_id: stableId('offer', offer.giftCard),
        bundle_group_id: offer.giftCardGroup,
        master_retail_option_id: 'GC-1000',
        bin: undefined,
        token: undefined,
        otp_confirmation: undefined,
      };
    },
  },
  // The merchant and programme-admin calls (issue 18), as the console's admin; the demo's Saffron Table and its offers.
  'POST /api/offer/merchants': { staff: true },
  'POST /api/offer/merchants/create_with_user': {
    staff: true,
    body: { user: { mobile: '9000000301', email: 'merchant.one@example.in' } },
  },
  'POST /api/offer/merchants/{id}/users': {
    staff: true,
    params: () => ({ id: stableId('merchant', 'Saffron Table') }),
    body: { mobile: '9000000302', email: 'merchant.two@example.in' },
  },
  'GET /api/offer/merchants/{id}/users': { staff: true, params: () => ({ id: stableId('merchant', 'Saffron Table') }) },
  'POST /api/offer/merchants/{id}/users/{user_id}/invitation': {
    staff: true,
    params: () => ({ id: stableId('merchant', 'Saffron Table'), user_id: fx.invitedMerchantUser }),
  },
  'POST /api/offer/offers': {
    staff: true,
    body: {
      merchant_id: stableId('merchant', 'Saffron Table'),
      category_id: stableId('offer-category', 'Dining'),
      offer_type: 'show_and_save',
      card_product_ids: [],
      coupon_code: undefined,
    },
  },
  'POST /api/offer/offers/{id}/vouchers': {
    staff: true,
    params: () => ({ id: stableId('offer', 'Saffron Table / Rs.500 voucher at Saffron Table') }),
    query: () => ({ dry_run: 'true' }),
  },
  'POST /api/offer/offers/{id}/pending_change/{decision}': {
    staff: true,
    params: () => ({ id: stableId('offer', offer.coupon), decision: 'reject' }),
    bodyFor: async (s) => ({
      change_id: (await t.call({ url: `/api/offer/manage/offers/${stableId('offer', offer.coupon)}`, token: s.token })).json().data
        .pending_change?.id,
    }),
  },
  'GET /api/offer/manage/offers': { staff: true, query: () => ({ merchant_id: stableId('merchant', 'Saffron Table') }) },
  'GET /api/offer/manage/offers/{id}': { staff: true, params: () => ({ id: stableId('offer', offer.coupon) }) },
  'GET /api/offer/manage/redemptions': {
    staff: true,
    query: () => ({ offer_id: stableId('offer', offer.coupon), merchant_id: undefined }),
  },
  // The token of a merchant user's invitation, read where the local e-mail channel puts it (the outbox).
  'POST /api/core/sessions/set_password': {
    bodyFor: async () => {
      const email = 'merchant.three@example.in';
      const invited = await t.call({
        method: 'POST',
        url: '/api/offer/merchants/create_with_user',
        token: (await openSession(fx.admin.userId)).token,
        payload: { name: 'Conformance Cafe', title: 'Conformance', user: { mobile: '9000000303', email } },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [mail] = (await t.call({ url: `/api/dev/outbox?to=${email}` })).json() as { body: string }[];
      return { token: /#token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? 'no token in the e-mail', password: 'a long merchant password' };
    },
  },
  // Issue 29: the admin's console password changed (its current one is staffSession's), a reset asked for and used.
  'POST /api/core/sessions/change_password': {
    staff: true,
    body: { current_password: 'correct horse battery', password: 'a changed long password' },
  },
  'POST /api/core/sessions/forgot_password': { bodyFor: () => ({ email: fx.staff.email }) },
  'POST /api/core/sessions/reset_password': {
    bodyFor: async () => {
      const email = 'reset.me@provider.example.in';
      await staffSession(t, (await openSession(fx.admin.userId)).token, email);
      // From an address of its own: this route's tight per-address limit is spent by the calls above.
      await t.call({ method: 'POST', url: '/api/core/sessions/forgot_password', remoteAddress: '192.0.2.77', payload: { email } });
      const mail = await vi.waitFor(async () => {
        const [newest] = (await t.call({ url: `/api/dev/outbox?to=${email}` })).json() as { body: string }[];
        if (!newest) throw new Error('no reset e-mail yet');
        return newest;
      }, MAIL_WAIT);
      return { token: /#token=([\w-]+)/.exec(mail.body)?.[1] ?? 'no token in the e-mail', password: 'a reset long password' };
    },
  },
  // Issue 29: a cardholder's new e-mail confirmed by its link (another cardholder: the holder's e-mail stays).
  'POST /api/core/email_verifications/verify': {
    bodyFor: async () => {
      const session = await t.signInAs('9000000404');
      await t.call({ method: 'PUT', url: '/api/core/user', token: session.token, payload: { email: 'asha.new@example.in' } });
      const mail = await vi.waitFor(async () => {
        const [newest] = (await t.call({ url: '/api/dev/outbox?to=asha.new@example.in' })).json() as { body: string }[];
        if (!newest) throw new Error('no verification e-mail yet');
        return newest;
      }, MAIL_WAIT);
      return { token: /#token=([\w-]+)/.exec(mail.body)?.[1] ?? 'no token in the e-mail' };
    },
  },
  // Only the integration mode: the texts and theme other operations' answers show stay as seeded.
  'PUT /api/core/client': {
    staff: true,
    body: { integration_mode: 'first8', bin_messages: undefined, sms_template_id: undefined, texts: undefined, theme: undefined },
  },
  'PUT /api/offer/offers/{id}': {
    params: () => ({ id: stableId('offer', offer.showAndSave) }),
    body: { status: 'selected', bundle_group_id: stableId('bundle-group', 'Premium benefits / Quarterly dining') },
  },
};

// --- making requests from schemas -----------------------------------------------------------------------------------
function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return resolve(target);
}
/** The contract's plainText patterns refuse control characters only: any ordinary text fits them. */
const isTextPattern = (pattern: string) => pattern === SINGLE_LINE_TEXT.source || pattern === MULTI_LINE_TEXT.source;
const isBinary = (schema: Schema) => schema.type === 'string' && schema.format === 'binary';

/** A value the schema accepts, the same every run. */
function sample(raw: Schema, name = ''): unknown {
  const schema = resolve(raw);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum.find((v) => v !== null);
  if (schema.allOf) {
    // A text field with a format of its own is the format's pattern beside the control-character one: the format decides.
    const parts = schema.allOf.map(resolve);
    if (parts.every((part) => part.type === 'string'))
      return sample(parts.find((part) => part.pattern && !isTextPattern(part.pattern)) ?? parts[0]!, name);
    return Object.assign({}, ...schema.allOf.map((s) => sample(s, name)));
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union[0]!, name);
  switch (schema.type) {
    case 'string': {
      if (isBinary(schema)) return pdf;
      if (schema.pattern && !isTextPattern(schema.pattern)) {
        const value = patternSamples[schema.pattern];
        if (value === undefined) throw new Error(`no sample for the pattern ${schema.pattern} (${name}): add one to patternSamples`);
        return value;
      }
      if (schema.format === 'email') return 'asha.rao@example.in';
      if (schema.format === 'date-time') return new Date().toISOString();
      const text = 'Sample text'.padEnd(schema.minLength ?? 0, 'x');
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const value = Math.max(1, min + (schema.exclusiveMinimum === true ? 1 : 0));
      return schema.maximum !== undefined ? Math.min(value, schema.maximum) : value;
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items ?? {}, name));
    case 'object':
    case undefined: {
      if (!schema.properties) return {};
      return Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, sample(value, key)]));
    }
    default:
      throw new Error(`no sample for type ${schema.type} (${name})`);
  }
}

/** A value of the wrong type for the schema (undefined when anything goes). */
function wrongType(raw: Schema): unknown {
  const schema = resolve(raw);
  if (schema.anyOf ?? schema.oneOf) return [[['not', 'this']]];
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return 'not an array';
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

/** A query value of the wrong kind (query values are text: only constrained ones can be wrong). */
function wrongQueryValue(raw: Schema): string | undefined {
  const schema = resolve(raw);
  if (schema.enum) return 'not-one-of-them';
  if (schema.type === 'integer' || schema.type === 'number') return 'not-a-number';
  if (schema.type === 'boolean') return 'maybe';
  if (schema.pattern) return 'does not match!';
  if (schema.minLength !== undefined && schema.minLength > 1) return 'x';
  return undefined;
}

type FieldValue = unknown;
interface Request {
  method: string;
  url: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  raw?: { payload: string; contentType: string };
  multipart?: Record<string, FieldValue>;
}

function multipartBody(fields: Record<string, FieldValue>) {
  const boundary = '----openapi-conformance-boundary';
  const chunks: Buffer[] = [];
  const part = (name: string, value: FieldValue) => {
    if (Buffer.isBuffer(value)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="ticket.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        value,
        Buffer.from('\r\n'),
      );
    } else {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every((v) => Buffer.isBuffer(v))) for (const file of value) part(name, file);
    else part(name, value);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(request: Request): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...clientHeaders, ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let payload: string | Buffer | undefined;
  if (request.json !== undefined) {
    payload = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  } else if (request.raw) {
    payload = request.raw.payload;
    headers['content-type'] = request.raw.contentType;
  } else if (request.multipart) {
    const body = multipartBody(request.multipart);
    payload = body.payload;
    headers['content-type'] = body.contentType;
  }
  for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
  return t.app.inject({ method: request.method as 'GET', url: request.url, headers, payload });
}

// --- checking answers -----------------------------------------------------------------------------------------------
/** OpenAPI 3.0 schema -> JSON Schema for ajv: components as definitions, boolean exclusive bounds as numbers. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$ref' && typeof inner === 'string') out.$ref = inner.replace('#/components/schemas/', '#/definitions/');
    else out[key] = toJsonSchema(inner);
  }
  for (const bound of ['Minimum', 'Maximum'] as const) {
    const flag = out[`exclusive${bound}`];
    if (typeof flag === 'boolean') {
      if (flag) out[`exclusive${bound}`] = out[bound.toLowerCase()];
      else delete out[`exclusive${bound}`];
      if (flag) delete out[bound.toLowerCase()];
    }
  }
  return out;
}
const validators = new Map<Schema, ValidateFunction>();
function validatorFor(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile({ ...(toJsonSchema(schema) as object), definitions: toJsonSchema(doc.components?.schemas ?? {}) });
    validators.set(schema, validate);
  }
  return validate;
}

const securedBy = (op: Operation, scheme: string) => (op.security ?? doc.security ?? []).some((requirement) => scheme in requirement);
const requestMedia = (op: Operation) => Object.keys(op.requestBody?.content ?? {})[0];

const failures: string[] = [];
/** Per operation: did a request without a session answer 401 UNAUTHORIZED? */
const sessionNeeded = new Map<string, boolean>();
const counts = {
  operations: 0,
  requests: 0,
  undocumented: 0,
  mismatches: 0,
  serverErrors: 0,
  security: 0,
  succeeded: new Set<string>(),
  statuses: new Map<number, number>(),
};

function check(o: Op, label: string, response: LightMyRequestResponse) {
  counts.requests++;
  counts.statuses.set(response.statusCode, (counts.statuses.get(response.statusCode) ?? 0) + 1);
  const where = `${o.key} [${label}] -> ${response.statusCode}`;
  const body = response.body;
  if (response.statusCode >= 500) {
    counts.serverErrors++;
    failures.push(`5xx: ${where} ${body.slice(0, 300)}`);
  }
  if (response.statusCode < 300) counts.succeeded.add(o.key);
  const documented =
    o.op.responses[String(response.statusCode)] ?? o.op.responses[`${String(response.statusCode)[0]}XX`] ?? o.op.responses.default;
  if (!documented) {
    counts.undocumented++;
    failures.push(`undocumented status: ${where} (documented: ${Object.keys(o.op.responses).join(', ')}) ${body.slice(0, 200)}`);
    return;
  }
  const contentType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!documented.content) {
    if (body.length > 0) {
      counts.mismatches++;
      failures.push(`mismatch: ${where} answers a ${contentType} body; the document gives this status no content`);
    }
    return;
  }
  const media = documented.content[contentType];
  if (!media) {
    counts.mismatches++;
    failures.push(
      `mismatch: ${where} answers ${contentType || 'no content type'}; documented: ${Object.keys(documented.content).join(', ')}`,
    );
    return;
  }
  if (!media.schema) return;
  const schema = resolve(media.schema);
  if (isBinary(schema)) return;
  let value: unknown = body;
  if (contentType === 'application/json' || contentType.endsWith('+json')) {
    try {
      value = JSON.parse(body);
    } catch {
      counts.mismatches++;
      failures.push(`mismatch: ${where} is not JSON: ${body.slice(0, 120)}`);
      return;
    }
  }
  let validate: ValidateFunction;
  try {
    validate = validatorFor(media.schema);
  } catch (error) {
    counts.mismatches++;
    failures.push(`mismatch: ${where} the documented schema does not compile: ${(error as Error).message}`);
    return;
  }
  if (!validate(value)) {
    counts.mismatches++;
    const errors = (validate.errors ?? [])
      .slice(0, 4)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`)
      .join('; ');
    failures.push(`mismatch: ${where} body refused by its schema: ${errors} — ${body.slice(0, 200)}`);
  }
}

function fillPath(o: Op, params: Record<string, string>) {
  return o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
function withQuery(url: string, query: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function exercise(o: Op) {
  const example = examples[o.key] ?? {};
  const parameters = o.op.parameters ?? [];
  const staffOnly = o.path.startsWith('/api/ops/') || example.staff === true;
  const bearer = securedBy(o.op, 'bearer');
  const session = await openSession(staffOnly ? fx.admin.userId : fx.holder.userId);
  // The sign-out route ends the session named in its path: the caller's own.
  const exampleParams = o.path.endsWith('/sessions/{id}') ? { id: session.sessionId } : (example.params?.() ?? {});
  const params = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleParams[p.name] ?? String(sample(p.schema, p.name))]),
  );
  const queryParams = parameters.filter((p) => p.in === 'query');
  const query = { ...Object.fromEntries(queryParams.map((p) => [p.name, sample(p.schema, p.name)])), ...(example.query?.() ?? {}) };
  const media = requestMedia(o.op);
  const bodySchema = media ? o.op.requestBody!.content[media]!.schema : undefined;
  const generatedBody = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const exampleBody = example.bodyFor ? await example.bodyFor(session) : example.body;
  const body = generatedBody || exampleBody ? { ...generatedBody, ...exampleBody } : undefined;
  const url = withQuery(fillPath(o, params), query);
  const token = bearer ? session.token : undefined;
  const withBody = (value: Record<string, unknown> | undefined): Pick<Request, 'json' | 'multipart'> =>
    value === undefined ? {} : media === 'multipart/form-data' ? { multipart: value } : { json: value };

  // Valid: what the document describes. The generator must agree with the document it reads.
  if (media === 'application/json' && bodySchema && !validatorFor(bodySchema)(body)) {
    failures.push(`generator: ${o.key} made a body its own schema refuses: ${JSON.stringify(validatorFor(bodySchema).errors)}`);
  }
  const valid = await send({ method: o.method, url, token, ...withBody(body) });
  check(o, 'valid', valid);
  if (valid.statusCode === 415)
    failures.push(`request body: ${o.key} refuses the body its document describes (${media ?? 'none'}): ${valid.body.slice(0, 200)}`);
  if (!bearer) {
    sessionNeeded.set(o.key, valid.statusCode === 401 && valid.body.includes('"UNAUTHORIZED"'));
    if (sessionNeeded.get(o.key)) {
      counts.security++;
      failures.push(`security: ${o.key} wants a session but its document lists no bearer security`);
    }
  }

  // Malformed: wrong types, required fields missing, broken bodies, malformed path values.
  if (body && bodySchema) {
    const schema = resolve(bodySchema);
    const wrong = Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .map(([key, value]) => [key, wrongType(value)])
        .filter(([, v]) => v !== undefined),
    );
    if (Object.keys(wrong).length > 0) {
      // In a form, the wrong kind of part: a file where text belongs, text where a file belongs.
      const swapped = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, Buffer.isBuffer(value) || Array.isArray(value) ? 'not a file' : pdf]),
      );
      const request = media === 'multipart/form-data' ? { multipart: swapped } : { json: { ...body, ...wrong } };
      const response = await send({ method: o.method, url, token, ...request });
      check(o, 'wrong types', response);
      if (response.statusCode < 300 && media === 'application/json' && !validatorFor(bodySchema)(request.json)) {
        failures.push(`lax: ${o.key} accepted a body its document refuses (wrong types)`);
      }
    }
    if ((schema.required ?? []).length > 0) {
      const response = await send({ method: o.method, url, token, ...withBody({}) });
      check(o, 'required fields missing', response);
      if (response.statusCode < 300) failures.push(`lax: ${o.key} accepted a body without its required fields`);
    }
    check(
      o,
      'broken JSON',
      await send({ method: o.method, url, token, raw: { payload: '{"unterminated', contentType: 'application/json' } }),
    );
    check(
      o,
      'unsupported content type',
      await send({ method: o.method, url, token, raw: { payload: '<body/>', contentType: 'application/xml' } }),
    );
    // Files above the file limit; a form without files gets a text field above the field limit (64 KB).
    const hasFiles = Object.values(body).some((value) => Buffer.isBuffer(value) || Array.isArray(value));
    const tooLarge =
      media === 'multipart/form-data'
        ? {
            multipart: Object.fromEntries(
              Object.entries(body).map(([key, value], i) => [
                key,
                Buffer.isBuffer(value) || Array.isArray(value)
                  ? [Buffer.concat([pdf, Buffer.alloc(LIMIT)])]
                  : !hasFiles && i === 0
                    ? 'x'.repeat(65 * 1024)
                    : value,
              ]),
            ),
          }
        : { json: { ...body, padding: 'x'.repeat(LIMIT) } };
    check(o, 'too large', await send({ method: o.method, url, token, ...tooLarge }));
  }
  const wrongQuery = Object.fromEntries(queryParams.map((p) => [p.name, wrongQueryValue(p.schema)]).filter(([, v]) => v !== undefined));
  if (Object.keys(wrongQuery).length > 0) {
    check(
      o,
      'malformed query',
      await send({ method: o.method, url: withQuery(fillPath(o, params), { ...query, ...wrongQuery }), token, ...withBody(body) }),
    );
  }
  if (queryParams.some((p) => p.required)) {
    const response = await send({ method: o.method, url: fillPath(o, params), token, ...withBody(body) });
    check(o, 'required query missing', response);
    if (response.statusCode < 300) failures.push(`lax: ${o.key} answered without its required query parameters`);
  }
  if (parameters.some((p) => p.in === 'path')) {
    const malformed = Object.fromEntries(Object.keys(params).map((name) => [name, 'not-an-id']));
    check(o, 'malformed path', await send({ method: o.method, url: withQuery(fillPath(o, malformed), query), token, ...withBody(body) }));
  }

  // Unauthenticated: no session, an unknown one, a cardholder on staff routes, and no fixed headers.
  if (bearer) {
    const anonymous = await send({ method: o.method, url, ...withBody(body) });
    check(o, 'no bearer', anonymous);
    sessionNeeded.set(o.key, anonymous.statusCode === 401);
    if (anonymous.statusCode !== 401) {
      counts.security++;
      failures.push(`security: ${o.key} lists bearer security but answers ${anonymous.statusCode} without a session`);
    }
    check(o, 'unknown bearer', await send({ method: o.method, url, token: 'not-a-session-token', ...withBody(body) }));
    if (staffOnly) {
      const cardholder = await openSession(fx.holder.userId);
      check(o, 'cardholder on a staff route', await send({ method: o.method, url, token: cardholder.token, ...withBody(body) }));
    }
  }
  const headerless = await send({
    method: o.method,
    url,
    token,
    headers: { 'x-api-id': '', 'x-client-id': '', 'x-project-id': '' },
    ...withBody(body),
  });
  check(o, 'no client headers', headerless);
  if (securedBy(o.op, 'apiId') !== (headerless.statusCode === 400 && headerless.body.includes('MISSING_HEADER'))) {
    counts.security++;
    failures.push(
      `security: ${o.key} ${securedBy(o.op, 'apiId') ? 'lists' : 'does not list'} the fixed headers, but answers ${headerless.statusCode} without them`,
    );
  }
}

// Sign-ins, sign-outs and 'end every session' run last (each operation has a session of its own, but still).
const lastOrder = (o: Op) => (o.key.includes('/sessions') && o.method !== 'GET' ? 1 : 0);

describe('the OpenAPI document', () => {
  // One walk of ~160 operations and ~950 requests: 15-27 s alone, 30 s timed it out on a busy machine (issue 32), so
  // its backstop is far from its usual time.
  it('describes every answer of every operation: statuses, content types and bodies (ajv), no 5xx', { timeout: 180_000 }, async () => {
    counts.operations = ops.length;
    for (const o of [...ops].sort((a, b) => lastOrder(a) - lastOrder(b))) await exercise(o);
    // The rate limit: staff sign-in allows 20 a minute per address; the 21st answer is a 429.
    const signIn = ops.find((o) => o.key === 'POST /api/core/sessions')!;
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await send({ method: 'POST', url: signIn.path, json: {} }));
    for (const answer of answers) check(signIn, 'rate limit', answer);
    if (!answers.some((a) => a.statusCode === 429)) failures.push('rate limit: POST /api/core/sessions never answered 429');
    const withoutSuccess = ops.filter((o) => !counts.succeeded.has(o.key)).map((o) => o.key);
    console.info(
      `OpenAPI conformance: ${counts.operations} operations, ${counts.requests} requests, ${counts.undocumented} undocumented answers, ` +
        `${counts.mismatches} schema mismatches, ${counts.serverErrors} 5xx, ${counts.security} security findings; ` +
        `${counts.succeeded.size} operations answered 2xx (not: ${withoutSuccess.join(', ') || 'none'}); ` +
        `statuses seen: ${[...counts.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    // Each success schema was checked against a real answer: a new operation needs an example above that succeeds.
    for (const key of withoutSuccess)
      failures.push(`coverage: ${key} never answered 2xx, so its success schema went unchecked (add an example)`);
    expect(ops.length).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });

  it('lists bearer security (and 401) exactly where a session is needed, and describes the multipart forms with their files', () => {
    expect(sessionNeeded.size, 'reads what the requests of the test above found').toBe(ops.length);
    const problems: string[] = [];
    for (const o of ops) {
      if (sessionNeeded.get(o.key) !== securedBy(o.op, 'bearer')) {
        problems.push(
          `${o.key}: ${sessionNeeded.get(o.key) ? 'needs a session but lists no bearer security' : 'lists bearer security but answers without a session'}`,
        );
      }
      if (securedBy(o.op, 'bearer') && !o.op.responses['401']) problems.push(`${o.key}: bearer security without a documented 401`);
    }
    for (const key of ['POST /api/booking/airport_vip_privileges_enquiries', 'POST /api/booking/airport_transfers']) {
      const form = ops.find((candidate) => candidate.key === key)?.op.requestBody?.content['multipart/form-data']?.schema;
      if (!form) {
        problems.push(`${key}: no multipart/form-data requestBody`);
        continue;
      }
      const properties = resolve(form).properties ?? {};
      if (!properties.bin_used) problems.push(`${key}: the form's fields are not described`);
      const isFile = (p: Schema) => isBinary(resolve(p)) || (resolve(p).type === 'array' && isBinary(resolve(resolve(p).items ?? {})));
      if (key.includes('vip') && !Object.values(properties).some(isFile)) problems.push(`${key}: no file field (format: binary)`);
      // A full file store answers 507 (full-disk.test.ts); requests here cannot fill one.
      if (Object.values(properties).some(isFile) && !ops.find((candidate) => candidate.key === key)!.op.responses['507'])
        problems.push(`${key}: stores files but documents no 507`);
    }
    expect(problems).toEqual([]);
  });
});
