import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { messages, type OffersCatalogue } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { importOffers } from '../../db/seed/import-offers.ts';
import { stableId } from './index.ts';

const RESERVE = '41000001';
const SELECT = '41000002';
const premium = ['burgundy-private', 'magnus-for-burgundy', 'reserve', 'olympus'];
let t: TestApp;
let mobileSeq = 9400000000;
const nextMobile = () => String(++mobileSeq);

const offer = (name: string, fields: Partial<OffersCatalogue['merchants'][number]['offers'][number]>) => ({
  name,
  description: `${name} (test)`,
  terms: 'Test terms',
  redemption_steps: 'Test steps',
  offer_type: 'show_and_save' as const,
  card_product_ids: [],
  per_user_limit: 1,
  valid_from: '2020-01-01',
  valid_to: '2099-12-31',
  ...fields,
});
const merchant = 'Test Bench Bistro';
const offerId = (name: string) => stableId('offer', `${merchant} / ${name}`);
const groupId = (group: string) => stableId('bundle-group', `Test bundle / ${group}`);
const giftCardOptions = [
  { id: 'GC-1000', label: 'Rs.1,000', value: 1000 },
  { id: 'GC-501', label: 'Rs.501 (sandbox: pending)', value: 501 },
  { id: 'GC-502', label: 'Rs.502 (sandbox: fails)', value: 502 },
];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', OTP_SENDS_PER_IP_PER_HOUR: '1000', GIFT_CARD_SETTLE_AFTER_SECONDS: '0' });
  await importOffers(t.database.db, {
    categories: [{ name: 'Dining' }],
    merchants: [
      {
        name: merchant,
        title: 'Test',
        category: 'Dining',
        outlets: [{ city: 'Mumbai', address: '1 Test Road', latitude: 19.07, longitude: 72.87 }],
        offers: [
          offer('Race voucher', { offer_type: 'voucher', voucher_codes: Array.from({ length: 10 }, (_, n) => `RACE-${n}`) }),
          offer('Once only', { offer_type: 'coupon', coupon_code: 'ONCE-ONLY' }),
          offer('Premium only', { card_product_ids: premium, per_user_limit: 5 }),
          offer('Resendable', { offer_type: 'voucher', voucher_codes: ['RESEND-1'] }),
          offer('Test gift card', { offer_type: 'gift_card', per_user_limit: 5, options: giftCardOptions }),
        ],
      },
    ],
    bundles: [
      {
        name: 'Test bundle',
        card_product_ids: ['reserve'],
        groups: [
          { name: 'Gift card', period: 'year', choose_count: 1, offers: [`${merchant} / Test gift card`] },
          { name: 'Dining', period: 'quarter', choose_count: 1, offers: [`${merchant} / Premium only`, `${merchant} / Once only`] },
        ],
      },
    ],
  });
});
afterAll(() => t?.close());

async function holder(bins = [RESERVE]) {
  const mobile = nextMobile();
  return { mobile, ...(await t.signInAs(mobile, { bins })) };
}
/** The code the SMS to this mobile carried (the outbox is the local SMS channel). */
async function otpSentTo(mobile: string) {
  const [sms] = await t.database.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, mobile))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1] ?? 'none';
}
const redeem = (token: string, id: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api/offer/offers/${id}/redeem`, token, payload });
async function startRedeem(user: { token: string; mobile: string }, id: string, payload: Record<string, unknown> = {}) {
  const first = await redeem(user.token, id, payload);
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json()).toMatchObject({ status: 'otp_required', msg: messages.offerOtpSent });
  return { token: first.json().token as string, code: await otpSentTo(user.mobile) };
}
async function redeemFully(user: { token: string; mobile: string }, id: string) {
  const { token, code } = await startRedeem(user, id);
  return redeem(user.token, id, { token, otp_confirmation: code });
}

describe('offer lists', () => {
  it('are public, each offer saying which cards may use it; eligible=true needs a sign-in', async () => {
    const page = await t.call({ url: '/api/offer/offers?text=Premium%20only' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data[0]).toMatchObject({
      name: 'Premium only',
      eligible: null,
      eligibility_reason: 'Available to Reserve, Magnus for Burgundy, Burgundy Private and Olympus cardholders',
    });
    const anonymous = await t.call({ url: '/api/offer/offers?eligible=true' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(messages.offerSignInForEligible);
  });

  it('keeps to the cardholder’s registered cards with eligible=true', async () => {
    const select = await holder([SELECT]);
    const all = await t.call({ url: `/api/offer/offers?merchant=${stableId('merchant', merchant)}`, token: select.token });
    expect(all.json().data.find((o: { name: string }) => o.name === 'Premium only')).toMatchObject({ eligible: false });
    const eligible = await t.call({
      url: `/api/offer/offers?eligible=true&merchant=${stableId('merchant', merchant)}`,
      token: select.token,
    });
    expect(eligible.json().data.map((o: { name: string }) => o.name)).not.toContain('Premium only');
    expect(eligible.json().data.every((o: { eligible: boolean }) => o.eligible)).toBe(true);
  });

  it('comes compressed to a browser, the same page as uncompressed', async () => {
    const select = await holder([SELECT]);
    const plain = await t.call({ url: '/api/offer/offers?eligible=true', token: select.token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.call({
      url: '/api/offer/offers?eligible=true',
      token: select.token,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('finds offers near a position, nearest first', async () => {
    const near = await t.call({ url: '/api/offer/nearby_offers?lat=19.07&lng=72.87&radius_km=1' });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json().data[0]).toMatchObject({ merchant_name: merchant, distance_km: 0 });
    const far = await t.call({ url: '/api/offer/nearby_offers?lat=10&lng=70&radius_km=5' });
    expect(far.json().data).toEqual([]);
  });
});

describe('redeeming an offer', () => {
  it('hands out each code of a pool once: 50 at once for 10 codes give 10 different codes and 40 "sold out"', async () => {
    const id = offerId('Race voucher');
    const users = await Promise.all(Array.from({ length: 50 }, () => holder()));
    const steps = [];
    for (const user of users) steps.push({ user, ...(await startRedeem(user, id)) });
    const answers = await Promise.all(steps.map((s) => redeem(s.user.token, id, { token: s.token, otp_confirmation: s.code })));
    const won = answers.filter((a) => a.statusCode === 201);
    const lost = answers.filter((a) => a.statusCode !== 201);
    expect(won).toHaveLength(10);
    expect(new Set(won.map((a) => a.json().data.voucher_code)).size).toBe(10);
    expect(won.every((a) => /^RACE-\d$/.test(a.json().data.voucher_code))).toBe(true);
    expect(lost).toHaveLength(40);
    expect(lost.every((a) => a.statusCode === 409 && a.json().error.message === messages.offerSoldOut)).toBe(true);
    // The next one is told at once, before any code is sent.
    const late = await redeem((await holder()).token, id);
    expect(late.json().error.message).toBe(messages.offerSoldOut);
  });

  it('holds the per-user limit, also for four confirmations at once', async () => {
    const user = await holder();
    const id = offerId('Once only');
    const steps = [];
    for (let i = 0; i < 4; i++) steps.push(await startRedeem(user, id));
    const both = await Promise.all(steps.map((step) => redeem(user.token, id, { token: step.token, otp_confirmation: step.code })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(both.filter((r) => r.statusCode === 409).every((r) => r.json().error.message === messages.offerLimitReached(1))).toBe(true);
    const done = both.find((r) => r.statusCode === 201)!;
    expect(done.json().data).toMatchObject({ status: 'completed', voucher_code: 'ONCE-ONLY', offer_name: 'Once only' });
    const again = await redeem(user.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.offerLimitReached(1));
  });

  it('needs the code sent to the cardholder’s mobile, and takes it once', async () => {
    const user = await holder();
    const id = offerId('Premium only');
    const { token, code } = await startRedeem(user, id);
    const missing = await redeem(user.token, id, { token });
    expect(missing.statusCode).toBe(422);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await redeem(user.token, id, { token, otp_confirmation: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(messages.offerOtpWrong(4));
    const right = await redeem(user.token, id, { token, otp_confirmation: code });
    expect(right.statusCode, right.body).toBe(201);
    expect(right.json().data.history.map((h: { status: string }) => h.status)).toEqual(['otp_sent', 'completed']);
    const replay = await redeem(user.token, id, { token, otp_confirmation: code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().error.message).toBe(messages.offerOtpUsed);
    // Another cardholder cannot use the token either.
    const other = await holder();
    expect((await redeem(other.token, id, { token, otp_confirmation: code })).statusCode).toBe(422);
  });

  it('refuses a card that is not the cardholder’s with the configured message, and an ineligible one with the reason', async () => {
    const user = await holder([SELECT]);
    const id = offerId('Premium only');
    const notTheirs = await redeem(user.token, id, { bin: RESERVE });
    expect(notTheirs.statusCode).toBe(422);
    // The demo client's default bin type is first6: its configured first6 message, word for word.
    expect(notTheirs.json().error.message).toBe('please re-check the first 6 digits of your card number');
    const ineligible = await redeem(user.token, id, { bin: SELECT });
    expect(ineligible.statusCode).toBe(403);
    expect(ineligible.json().error.message).toBe('Available to Reserve, Magnus for Burgundy, Burgundy Private and Olympus cardholders');
  });

  it('lists the cardholder’s redemptions with their codes and resends a voucher at most 3 times an hour', async () => {
    const user = await holder();
    const id = offerId('Resendable');
    expect((await redeemFully(user, id)).statusCode).toBe(201);
    const mine = await t.call({ url: '/api/offer/redemptions', token: user.token });
    expect(mine.json().data).toEqual([expect.objectContaining({ offer_id: id, voucher_code: 'RESEND-1', status: 'completed' })]);
    const someoneElse = await t.call({ url: '/api/offer/redemptions', token: (await holder()).token });
    expect(someoneElse.json().data).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const resent = await t.call({ url: `/api/offer/offers/${id}/resend_voucher`, token: user.token });
      expect(resent.statusCode, resent.body).toBe(200);
    }
    const fourth = await t.call({ url: `/api/offer/offers/${id}/resend_voucher`, token: user.token });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(messages.offerResendLimit);
  });
});

describe('bundles and gift cards', () => {
  const claim = (token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/offer/gift_cards/redeem', token, payload });
  async function claimFully(user: { token: string; mobile: string }, option: string) {
    const body = { offer_id: offerId('Test gift card'), bundle_group_id: groupId('Gift card'), master_retail_option_id: option };
    const first = await claim(user.token, body);
    expect(first.statusCode, first.body).toBe(200);
    return claim(user.token, { ...body, token: first.json().token, otp_confirmation: await otpSentTo(user.mobile) });
  }
  const unitsLeft = async (token: string) =>
    (await t.call({ url: `/api/offer/bundle_groups/${groupId('Gift card')}`, token })).json().data.left as number;

  it('issues a fulfilled gift card with its code and PIN to its owner only', async () => {
    const user = await holder();
    const claimed = await claimFully(user, 'GC-1000');
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json()).toMatchObject({ status: 'fulfilled', msg: messages.giftCardFulfilled, gift_card: { balance: 1000 } });
    expect(claimed.json().gift_card.code).toMatch(/^SBX/);
    expect(claimed.json().gift_card.pin).toMatch(/^\d{6}$/);
    expect(await unitsLeft(user.token)).toBe(0);
    const again = await claim(user.token, {
      offer_id: offerId('Test gift card'),
      bundle_group_id: groupId('Gift card'),
      master_retail_option_id: 'GC-1000',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.offerBundleUsedUp);
    const stranger = await holder();
    expect((await t.call({ url: `/api/offer/gift_cards/${claimed.json().gift_card.id}`, token: stranger.token })).statusCode).toBe(404);
  });

  it('gives the bundle unit back when the provider fails, and shows no code until a pending card is settled', async () => {
    const user = await holder();
    const failed = await claimFully(user, 'GC-502');
    expect(failed.statusCode).toBe(201);
    expect(failed.json()).toMatchObject({ status: 'failed', msg: messages.giftCardFailed, gift_card: { code: null, pin: null } });
    expect(await unitsLeft(user.token)).toBe(1);

    const pending = await claimFully(user, 'GC-501');
    expect(pending.json()).toMatchObject({ status: 'pending', msg: messages.giftCardPending, gift_card: { code: null, pin: null } });
    expect(await unitsLeft(user.token)).toBe(0);
    await t.app.jobs.drain();
    const settled = await t.call({ url: `/api/offer/gift_cards/${pending.json().gift_card.id}`, token: user.token });
    expect(settled.json().data).toMatchObject({ status: 'fulfilled', balance: 501 });
    expect(settled.json().data.code).toMatch(/^SBX/);
    const [redemption] = (await t.call({ url: '/api/offer/redemptions', token: user.token })).json().data;
    expect(redemption).toMatchObject({ status: 'completed', gift_card_id: pending.json().gift_card.id });
  });

  it('lets a cardholder select a bundle offer within the group’s count; a status change is not theirs', async () => {
    const user = await holder();
    const select = (id: string, payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `/api/offer/offers/${id}`, token: user.token, payload });
    const chosen = await select(offerId('Premium only'), { status: 'selected', bundle_group_id: groupId('Dining') });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().msg).toBe(messages.offerSelected);
    const second = await select(offerId('Once only'), { status: 'selected', bundle_group_id: groupId('Dining') });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(messages.offerBundleUsedUp);
    expect((await select(offerId('Once only'), { status: 'paused' })).statusCode).toBe(403);
    const notEntitled = await holder([SELECT]);
    const refused = await t.call({
      method: 'PUT',
      url: `/api/offer/offers/${offerId('Premium only')}`,
      token: notEntitled.token,
      payload: { status: 'selected', bundle_group_id: groupId('Dining') },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(messages.binNotForBundle);
  });
});
