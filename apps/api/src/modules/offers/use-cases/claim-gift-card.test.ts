import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { messages, type OffersCatalogue } from '@portal/contract';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import { giftCards, outboxMessages } from '../../../db/schema/index.ts';
import { importOffers } from '../../../db/seed/import-offers.ts';
import { useLocalServer } from '../../../test/local-server.ts';
import { createTestApp, clientHeaders, type TestApp } from '../../../test/test-app.ts';
import { stableId } from '../index.ts';

/**
 * Issue 27, findings 1, 10 and 5: a gift-card claim confirmed with another bundle group or value, a gift card's
 * per-user limit, and a claim whose provider call never came back (the process killed meanwhile).
 */
const RESERVE = '41000001';
const merchant = 'Claim Test Gifts';
const offerId = (name: string) => stableId('offer', `${merchant} / ${name}`);
const groupId = (group: string) => stableId('bundle-group', `Claim bundle / ${group}`);
const options = [
  { id: 'GC-2000', label: 'Rs.2,000', value: 2000 },
  { id: 'GC-5000', label: 'Rs.5,000', value: 5000 },
];
const giftCardOffer = (name: string, perUserLimit: number): OffersCatalogue['merchants'][number]['offers'][number] => ({
  name,
  description: `${name} (test)`,
  terms: 'Test terms',
  redemption_steps: 'Test steps',
  offer_type: 'gift_card',
  card_product_ids: [],
  per_user_limit: perUserLimit,
  valid_from: '2020-01-01',
  valid_to: '2099-12-31',
  options,
});
const catalogue: OffersCatalogue = {
  categories: [{ name: 'Gifts', icon: '', details: [] }],
  merchants: [
    {
      name: merchant,
      title: 'Test',
      logo: '',
      description: '',
      category: 'Gifts',
      outlets: [],
      offers: [giftCardOffer('Shared card', 10), giftCardOffer('Limited card', 2)],
    },
  ],
  bundles: [
    {
      name: 'Claim bundle',
      description: '',
      card_product_ids: ['reserve'],
      groups: [
        // P and T both hold the shared card: P allows one a year, T one a quarter.
        { name: 'P', description: '', period: 'year', choose_count: 1, offers: [`${merchant} / Shared card`] },
        { name: 'T', description: '', period: 'quarter', choose_count: 1, offers: [`${merchant} / Shared card`] },
        { name: 'Wide', description: '', period: 'year', choose_count: 10, offers: [`${merchant} / Limited card`] },
      ],
    },
  ],
} as OffersCatalogue;

let mobileSeq = 9430000000;
const nextMobile = () => String(++mobileSeq);

/** What one app needs to claim: sign a holder in, start a claim, read the code the SMS carried, confirm. */
function claimer(t: TestApp) {
  const claim = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/offer/gift_cards/redeem', token, payload });
  return {
    claim,
    async holder() {
      const mobile = nextMobile();
      return { mobile, ...(await t.signInAs(mobile, { bins: [RESERVE] })) };
    },
    async start(
      user: { token: string; mobile: string },
      body: { offer_id: string; bundle_group_id: string; master_retail_option_id: string },
    ) {
      const first = await claim(user.token, body);
      expect(first.statusCode, first.body).toBe(200);
      const [sms] = await t.database.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, user.mobile))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      return { token: first.json().token as string, otp_confirmation: /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? 'none' };
    },
    left: async (token: string, group: string) =>
      (await t.call({ url: `/api/offer/bundle_groups/${groupId(group)}`, token })).json().data.left as number,
  };
}

describe('a gift-card claim is confirmed as it was started', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
    await importOffers(t.database.db, catalogue);
  });
  afterAll(() => t?.close());

  it('refuses a confirmation naming another bundle group or value, and P’s allowance holds (finding 1)', async () => {
    const c = claimer(t);
    const user = await c.holder();
    const started = { offer_id: offerId('Shared card'), bundle_group_id: groupId('P'), master_retail_option_id: 'GC-2000' };
    // Five claims started against P while P still has its one unit: each start is allowed.
    const steps = [];
    for (let i = 0; i < 5; i++) steps.push(await c.start(user, started));
    for (const step of steps) {
      const swapped = await c.claim(user.token, { ...started, bundle_group_id: groupId('T'), master_retail_option_id: 'GC-5000', ...step });
      expect(swapped.statusCode, swapped.body).toBe(409);
      expect(swapped.json().error).toMatchObject({ code: 'CONFLICT', message: messages.giftCardClaimChanged });
      const otherGroup = await c.claim(user.token, { ...started, bundle_group_id: groupId('T'), ...step });
      expect(otherGroup.json().error.message).toBe(messages.giftCardClaimChanged);
      const otherValue = await c.claim(user.token, { ...started, master_retail_option_id: 'GC-5000', ...step });
      expect(otherValue.json().error.message).toBe(messages.giftCardClaimChanged);
    }
    expect(await c.left(user.token, 'P')).toBe(1);
    expect(await c.left(user.token, 'T')).toBe(1);
    // Confirmed as started: one card of Rs.2,000 against P, then P is used up.
    const answers = [];
    for (const step of steps) answers.push(await c.claim(user.token, { ...started, ...step }));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 409, 409, 409, 409]);
    expect(answers[0]!.json()).toMatchObject({ status: 'fulfilled', gift_card: { balance: 2000 } });
    expect(answers.slice(1).every((a) => a.json().error.message === messages.offerBundleUsedUp)).toBe(true);
    expect(await c.left(user.token, 'P')).toBe(0);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.userId, user.userId));
    expect(cards.map((g) => g.amount)).toEqual([2000]);
  });

  it('refuses a claim of a value the gift card does not have, naming the field, and uses nothing', async () => {
    const c = claimer(t);
    const user = await c.holder();
    const body = { offer_id: offerId('Shared card'), bundle_group_id: groupId('P'), master_retail_option_id: 'GC-9999' };
    const refused = await c.claim(user.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: messages.giftCardOptionRequired,
      fields: { master_retail_option_id: [messages.giftCardOptionRequired] },
    });
    expect(await c.left(user.token, 'P')).toBe(1);
  });

  it('holds a gift card’s per-user limit, also for confirmations at once (finding 10)', async () => {
    const c = claimer(t);
    const user = await c.holder();
    const body = { offer_id: offerId('Limited card'), bundle_group_id: groupId('Wide'), master_retail_option_id: 'GC-2000' };
    const steps = [];
    for (let i = 0; i < 4; i++) steps.push(await c.start(user, body));
    const answers = await Promise.all(steps.map((step) => c.claim(user.token, { ...body, ...step })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({ code: 'QUOTA_EXHAUSTED', message: messages.offerLimitReached(2) });
    }
    // The next start is refused at once, before a code is sent.
    const next = await c.claim(user.token, body);
    expect(next.statusCode).toBe(409);
    expect(next.json().error.message).toBe(messages.offerLimitReached(2));
    expect(await c.left(user.token, 'Wide')).toBe(8);
  });
});

describe('a gift-card order the process died waiting for (finding 5)', () => {
  /** The provider stand-in, speaking the HTTP provider's protocol, with orders by idempotency key. */
  const orders = new Map<string, { amount: number; posts: number }>();
  /** 'answer': as a provider does; 'hang-after': takes the order and never answers; 'hang-before': never reads it. */
  let mode: 'answer' | 'hang-after' | 'hang-before' = 'answer';
  const hung: ServerResponse[] = [];
  let heard: () => void = () => {};
  const issued = (key: string, amount: number) => ({
    status: 'fulfilled',
    code: `HTTP${key.slice(0, 8).toUpperCase()}`,
    pin: '123456',
    balance: amount,
    expires_on: '2099-01-01',
  });
  const provider = useLocalServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method === 'POST' && request.url === '/orders') {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as { order_key: string; amount: number };
        if (request.headers['idempotency-key'] !== body.order_key) return send(400, { error: 'idempotency key' });
        if (mode !== 'hang-before') {
          const order = orders.get(body.order_key) ?? { amount: body.amount, posts: 0 };
          order.posts += 1;
          orders.set(body.order_key, order);
        }
        if (mode !== 'answer') {
          hung.push(response);
          heard();
          return;
        }
        return send(200, issued(body.order_key, body.amount));
      }
      const key = /^\/orders\/([^/]+)$/.exec(request.url ?? '')?.[1];
      const order = key ? orders.get(decodeURIComponent(key)) : undefined;
      if (request.method === 'GET' && key && order) return send(200, issued(decodeURIComponent(key), order.amount));
      return send(404, { error: 'no such order' });
    });
  });

  for (const crash of ['hang-after', 'hang-before'] as const) {
    it(`settles the card on the next start's jobs: one card, the allowance used once (${crash})`, async () => {
      const overrides = {
        RATE_LIMIT_PER_MINUTE: '100000',
        OTP_SENDS_PER_IP_PER_HOUR: '1000',
        GIFT_CARD_PROVIDER_URL: provider.origin(),
        GIFT_CARD_SETTLE_AFTER_SECONDS: '0',
      };
      const first = await createTestApp(overrides);
      await importOffers(first.database.db, catalogue);
      const c = claimer(first);
      const user = await c.holder();
      const body = { offer_id: offerId('Shared card'), bundle_group_id: groupId('P'), master_retail_option_id: 'GC-2000' };
      const step = await c.start(user, body);
      const ordersBefore = orders.size;
      mode = crash;
      const providerHeard = new Promise<void>((resolve) => (heard = resolve));
      // The confirmation reaches the provider, whose answer never comes: the process is as good as dead.
      const inFlight = c.claim(user.token, { ...body, ...step });
      await providerHeard;
      mode = 'answer';

      // A fresh process on the same database: its jobs finish what the dead one started.
      const second = await buildApp(testConfig(overrides), { database: first.database });
      try {
        await second.ready();
        const call = (url: string) => second.inject({ url, headers: { ...clientHeaders, authorization: `Bearer ${user.token}` } });
        const [redemption] = (await call('/api/offer/redemptions')).json().data;
        expect(redemption).toMatchObject({ status: 'pending', offer_id: offerId('Shared card') });
        expect(await second.jobs.drain()).toBeGreaterThan(0);
        const card = (await call(`/api/offer/gift_cards/${redemption.gift_card_id}`)).json().data;
        expect(card).toMatchObject({ status: 'fulfilled', balance: 2000 });
        expect(card.code).toMatch(/^HTTP/);
        expect((await call('/api/offer/redemptions')).json().data[0]).toMatchObject({ status: 'completed' });
        expect((await call(`/api/offer/bundle_groups/${groupId('P')}`)).json().data.left).toBe(0);
        // One order at the provider, whatever was asked again.
        const [stored] = await first.database.db.select().from(giftCards).where(eq(giftCards.userId, user.userId));
        expect(orders.get(stored!.orderKey)).toMatchObject({ amount: 2000 });
        expect(orders.size).toBe(ordersBefore + 1);
      } finally {
        // The dead process's call ends (its connection dropped); what it then does changes nothing settled.
        for (const response of hung.splice(0)) response.destroy();
        await inFlight;
        await second.close();
        await first.close();
      }
    });
  }
});
