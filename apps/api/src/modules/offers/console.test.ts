import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { messages } from '@portal/contract';
import { createTestApp } from '../../test/test-app.ts';
import { useOffersTestApp } from '../../test/offers-test-app.ts';
import { outboxMessages, voucherCodes } from '../../db/schema/index.ts';

/** Issue 18: the merchant and programme-admin side of the offers platform, through the API as the console calls it. */
const RESERVE = '41000001';
const SELECT = '41000002';
const PASSWORD = 'a long merchant password';
const people = useOffersTestApp({ adminMobile: '9100000009', bin: RESERVE, firstMobile: 9500000000 });
const { t, nextMobile } = people;
/** A merchant of the seeded demo: none of the merchants the tests make. */
let demoMerchantId: string;

beforeAll(async () => {
  demoMerchantId = (await t.call({ url: '/api/offer/merchants' })).json().data[0].id;
});

/** The newest e-mail or SMS to a recipient (the outbox is the local channel). */
async function lastMessageTo(recipient: string) {
  const [message] = await t.database.db
    .select({ subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.seq))
    .limit(1);
  return message;
}

/** A merchant and its user, invited by e-mail, who sets a password through the link and signs in. */
async function merchantWithSignedInUser(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@merchant.example.in`;
  const created = await t.call({
    method: 'POST',
    url: '/api/offer/merchants/create_with_user',
    token: people.adminToken,
    payload: { name, title: `${name} offers`, user: { mobile: nextMobile(), email } },
  });
  expect(created.statusCode, created.body).toBe(201);
  const invitation = await lastMessageTo(email);
  const token = /#token=([\w-]+)/.exec(invitation?.body ?? '')?.[1];
  expect(token).toBeDefined();
  const set = await t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: { token, password: PASSWORD } });
  expect(set.statusCode, set.body).toBe(200);
  const signedIn = await t.call({ method: 'POST', url: '/api/core/sessions', payload: { email, password: PASSWORD } });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return {
    merchantId: created.json().data.id as string,
    email,
    inviteToken: token!,
    token: signedIn.json().data.attributes.token as string,
  };
}

const offerBody = (merchantId: string, fields: Record<string, unknown> = {}) => ({
  merchant_id: merchantId,
  category_id: people.categoryId,
  name: 'Two for one coffee',
  description: 'A second coffee free',
  terms: 'One a visit',
  redemption_steps: 'Show the code at the counter',
  offer_type: 'voucher',
  card_product_ids: [],
  per_user_limit: 1,
  valid_from: '2020-01-01',
  valid_to: '2099-12-31',
  ...fields,
});
async function createOffer(token: string, merchantId: string, fields: Record<string, unknown> = {}) {
  const created = await t.call({ method: 'POST', url: '/api/offer/offers', token, payload: offerBody(merchantId, fields) });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: string; status: string; next_statuses: string[] };
}
const changeOffer = (token: string, id: string, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: `/api/offer/offers/${id}`, token, payload });

function csvUpload(csv: string, field = 'vouchers_file') {
  const boundary = '----vouchers' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadCodes = (token: string, id: string, csv: string, query = '') =>
  t.call({ method: 'POST', url: `/api/offer/offers/${id}/vouchers${query}`, token, ...csvUpload(csv) });

let bistro: Awaited<ReturnType<typeof merchantWithSignedInUser>>;
let cafe: Awaited<ReturnType<typeof merchantWithSignedInUser>>;

describe('merchant users', () => {
  it('are invited by e-mail to set a password once, sign in through staff sign-in and are told their merchant', async () => {
    bistro = await merchantWithSignedInUser('Lotus Bistro');
    const me = await t.call({ url: '/api/ops/me', token: bistro.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'merchant', merchant_id: bistro.merchantId, email: bistro.email });
    // The link works once.
    const again = await t.call({
      method: 'POST',
      url: '/api/core/sessions/set_password',
      payload: { token: bistro.inviteToken, password: 'another long password' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.passwordTokenInvalid);
    // The new password, not the refused one, signs in; the merchant's user is not staff of the booking queue.
    const refused = await t.call({
      method: 'POST',
      url: '/api/core/sessions',
      payload: { email: bistro.email, password: 'another long password' },
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.call({ url: '/api/ops/bookings', token: bistro.token })).statusCode).toBe(403);
  });

  it('cannot sign in before the password is set, and an admin adds another user to a merchant', async () => {
    const email = 'second.user@merchant.example.in';
    const added = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users`,
      token: people.adminToken,
      payload: { mobile: nextMobile(), email },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ merchant_id: bistro.merchantId, email });
    expect((await lastMessageTo(email))?.subject).toBe(messages.merchantInviteSubject('Lotus Bistro'));
    const early = await t.call({ method: 'POST', url: '/api/core/sessions', payload: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(401);
    const users = (await t.call({ url: `/api/offer/merchants/${bistro.merchantId}/users`, token: people.adminToken })).json().data;
    expect(users.map((u: { email: string; password_set: boolean }) => [u.email, u.password_set]).sort()).toEqual([
      [bistro.email, true],
      [email, false],
    ]);
    // The invitation again: a new link, and the first one no longer works.
    const firstLink = /#token=([\w-]+)/.exec((await lastMessageTo(email))?.body ?? '')?.[1];
    const userId = added.json().data.id as string;
    const resent = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const secondLink = /#token=([\w-]+)/.exec((await lastMessageTo(email))?.body ?? '')?.[1];
    expect(secondLink).not.toBe(firstLink);
    const setPassword = (token: string | undefined) =>
      t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: { token, password: PASSWORD } });
    expect((await setPassword(firstLink)).statusCode).toBe(409);
    expect((await setPassword(secondLink)).statusCode).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.merchantUserPasswordAlreadySet);
    const otherMerchant = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${demoMerchantId}/users/${userId}/invitation`,
      token: people.adminToken,
    });
    expect(otherMerchant.statusCode).toBe(404);

    const taken = await t.call({
      method: 'POST',
      url: `/api/offer/merchants/${bistro.merchantId}/users`,
      token: people.adminToken,
      payload: { mobile: nextMobile(), email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(messages.merchantUserTaken);
  });

  it('keeps admin-only calls from a merchant (403), a cardholder (403) and an anonymous caller (401)', async () => {
    cafe ??= await merchantWithSignedInUser('Harbour Cafe');
    const adminOnly: [string, string, object?][] = [
      ['POST', '/api/offer/merchants', { name: 'X', title: 'X' }],
      ['POST', '/api/offer/merchants/create_with_user', { name: 'X', title: 'X', user: { mobile: nextMobile(), email: 'x@example.in' } }],
      ['POST', `/api/offer/merchants/${bistro.merchantId}/users`, { mobile: nextMobile(), email: 'y@example.in' }],
      ['GET', `/api/offer/merchants/${bistro.merchantId}/users`],
      ['PUT', '/api/core/client', { integration_mode: 'first6' }],
    ];
    for (const [method, url, payload] of adminOnly) {
      for (const token of [cafe.token, people.cardholder.token]) {
        const answer = await t.call({ method: method as 'POST', url, token, payload });
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
      expect((await t.call({ method: method as 'POST', url, payload })).statusCode).toBe(401);
    }
    // The console's own calls refuse a cardholder too.
    expect((await t.call({ url: '/api/offer/manage/offers', token: people.cardholder.token })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/offer/offers', token: people.cardholder.token, payload: offerBody(bistro.merchantId) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('offers in the console', () => {
  it('starts a merchant’s offer as a draft for the admin to approve; the status moves only as the machine and the role allow', async () => {
    const offer = await createOffer(bistro.token, bistro.merchantId, { status: 'live' });
    expect(offer.status).toBe('draft');
    expect(offer.next_statuses).toEqual([]);
    // A draft is not the public's.
    expect((await t.call({ url: `/api/offer/offers/${offer.id}` })).statusCode).toBe(404);

    const selfApproved = await changeOffer(bistro.token, offer.id, { status: 'live' });
    expect(selfApproved.statusCode).toBe(409);
    expect(selfApproved.json().error.message).toBe(messages.offerStatusNotAllowed('draft', 'live'));
    const edited = await changeOffer(bistro.token, offer.id, { name: 'Two for one filter coffee', per_user_limit: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Two for one filter coffee', per_user_limit: 2, status: 'draft' });

    const approved = await changeOffer(people.adminToken, offer.id, { status: 'live' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('live');
    expect((await t.call({ url: `/api/offer/offers/${offer.id}` })).json().data.name).toBe('Two for one filter coffee');

    const paused = await changeOffer(bistro.token, offer.id, { status: 'paused' });
    expect(paused.json().data).toMatchObject({ status: 'paused', next_statuses: ['live'] });
    expect((await changeOffer(bistro.token, offer.id, { status: 'expired' })).statusCode).toBe(409);
    expect((await changeOffer(bistro.token, offer.id, { status: 'live' })).json().data.status).toBe('live');
    expect((await changeOffer(people.adminToken, offer.id, { status: 'expired' })).json().data.status).toBe('expired');
    expect((await changeOffer(people.adminToken, offer.id, { status: 'live' })).statusCode).toBe(409);
    expect((await changeOffer(people.adminToken, offer.id, { name: 'Too late' })).statusCode).toBe(409);
    // A cardholder changes no offer's status.
    expect((await changeOffer(people.cardholder.token, offer.id, { status: 'paused' })).statusCode).toBe(403);
  });

  it('lets the admin create a live offer for any merchant, and refuses unknown categories and cards', async () => {
    const live = await createOffer(people.adminToken, cafe.merchantId, { status: 'live', offer_type: 'show_and_save' });
    expect(live.status).toBe('live');
    const unknownCard = await t.call({
      method: 'POST',
      url: '/api/offer/offers',
      token: people.adminToken,
      payload: offerBody(cafe.merchantId, { card_product_ids: ['no-such-card'] }),
    });
    expect(unknownCard.statusCode).toBe(400);
    expect(unknownCard.json().error.fields.card_product_ids).toEqual([messages.offerCardUnknown('no-such-card')]);
    const couponWithoutCode = await t.call({
      method: 'POST',
      url: '/api/offer/offers',
      token: people.adminToken,
      payload: offerBody(cafe.merchantId, { offer_type: 'coupon' }),
    });
    expect(couponWithoutCode.json().error.fields.coupon_code).toEqual([messages.offerCouponCodeRequired]);
  });

  it('never shows a merchant another merchant’s offers, stock or redemptions: 404, as for an unknown id', async () => {
    const theirs = await createOffer(people.adminToken, cafe.merchantId, { status: 'live' });
    const reads = [
      await t.call({ url: `/api/offer/manage/offers/${theirs.id}`, token: bistro.token }),
      await t.call({ url: `/api/offer/manage/redemptions?offer_id=${theirs.id}`, token: bistro.token }),
      await changeOffer(bistro.token, theirs.id, { status: 'paused' }),
      await uploadCodes(bistro.token, theirs.id, 'CODE-1\n'),
      await t.call({ method: 'POST', url: '/api/offer/offers', token: bistro.token, payload: offerBody(cafe.merchantId) }),
    ];
    expect(reads.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const mine = (await t.call({ url: '/api/offer/manage/offers', token: bistro.token })).json().data as { merchant_id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.merchant_id === bistro.merchantId)).toBe(true);
    // Asking for another merchant's list gives one's own.
    const asked = (await t.call({ url: `/api/offer/manage/offers?merchant_id=${cafe.merchantId}`, token: bistro.token })).json().data;
    expect(asked).toEqual(mine);
    const adminSees = (await t.call({ url: `/api/offer/manage/offers?merchant_id=${cafe.merchantId}`, token: people.adminToken })).json()
      .data;
    expect(adminSees.map((o: { id: string }) => o.id)).toContain(theirs.id);
  });
});

describe('a change to an approved offer (issue 27, finding 2)', () => {
  const decide = (token: string, id: string, decision: 'approve' | 'reject', changeId: string) =>
    t.call({ method: 'POST', url: `/api/offer/offers/${id}/pending_change/${decision}`, token, payload: { change_id: changeId } });
  const publicOffer = async (id: string) => (await t.call({ url: `/api/offer/offers/${id}` })).json().data;
  const approvedCard = {
    status: 'live',
    offer_type: 'gift_card',
    name: 'Lotus gift card',
    description: 'A gift card for the bistro',
    options: [{ id: 'GC-500', label: 'Rs.500', value: 500 }],
  };
  const merchantEdit = {
    name: 'Lotus gift card (call us)',
    description: 'call this number and share your OTP',
    options: [{ id: 'GC-500', label: 'Rs.5,00,000', value: 500000 }],
    per_user_limit: 50,
    valid_to: '2098-12-31',
  };

  it('keeps what the admin approved public while the merchant’s edit waits as a pending change both of them see', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, approvedCard);
    const edited = await changeOffer(bistro.token, offer.id, merchantEdit);
    expect(edited.statusCode, edited.body).toBe(202);
    expect(edited.json().msg).toBe(messages.offerChangeAwaitsApproval);
    expect(edited.json().data).toMatchObject({
      name: 'Lotus gift card',
      options: approvedCard.options,
      per_user_limit: 1,
      status: 'live',
      pending_change: { fields: merchantEdit },
    });
    // Cardholders see the approved offer, and claim its value.
    expect(await publicOffer(offer.id)).toMatchObject({
      name: 'Lotus gift card',
      description: 'A gift card for the bistro',
      options: approvedCard.options,
      per_user_limit: 1,
    });
    // The merchant and the admin both see the change waiting; the admin's list can keep to offers with one.
    const changeId = edited.json().data.pending_change.id as string;
    for (const token of [bistro.token, people.adminToken]) {
      const seen = (await t.call({ url: `/api/offer/manage/offers/${offer.id}`, token })).json().data;
      expect(seen.pending_change).toMatchObject({ id: changeId, fields: merchantEdit });
    }
    const waiting = (await t.call({ url: '/api/offer/manage/offers?pending_change=true', token: people.adminToken })).json().data;
    expect(waiting.map((o: { id: string }) => o.id)).toContain(offer.id);
    expect(waiting.every((o: { pending_change: unknown }) => o.pending_change !== null)).toBe(true);

    // Only the admin decides, and on the change they saw.
    expect((await decide(bistro.token, offer.id, 'approve', changeId)).statusCode).toBe(403);
    const later = await changeOffer(bistro.token, offer.id, { per_user_limit: 3 });
    expect(later.statusCode).toBe(202);
    expect(later.json().data.pending_change.fields).toEqual({ ...merchantEdit, per_user_limit: 3 });
    const stale = await decide(people.adminToken, offer.id, 'approve', changeId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(messages.offerChangeStale);
    const rejected = await decide(people.adminToken, offer.id, 'reject', later.json().data.pending_change.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ msg: messages.offerChangeRejected, data: { name: 'Lotus gift card', pending_change: null } });
    expect(await publicOffer(offer.id)).toMatchObject({ options: approvedCard.options, per_user_limit: 1 });
    expect((await decide(people.adminToken, offer.id, 'reject', changeId)).statusCode).toBe(404);
  });

  it('makes the change public once the admin approves it; a paused offer’s edit waits too, and a pause keeps the options', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { ...approvedCard, name: 'Lotus card two' });
    const paused = await changeOffer(bistro.token, offer.id, { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ status: 'paused', options: approvedCard.options });
    const edited = await changeOffer(bistro.token, offer.id, { options: [{ id: 'GC-1000', label: 'Rs.1,000', value: 1000 }] });
    expect(edited.statusCode, edited.body).toBe(202);
    const resumed = await changeOffer(bistro.token, offer.id, { status: 'live' });
    expect(resumed.json().data).toMatchObject({ status: 'live', options: approvedCard.options });
    expect((await publicOffer(offer.id)).options).toEqual(approvedCard.options);

    // The console's form (the offer with what waits over it) sends every field: only what differs waits.
    const current = (await t.call({ url: `/api/offer/manage/offers/${offer.id}`, token: bistro.token })).json().data;
    const { id: _id, merchant_id: _m, offer_type: _o, status: _s, category_name: _c, merchant_name: _n, ...form } = current;
    const { stock_left: _l, stock_total: _t, low_stock: _w, next_statuses: _x, pending_change: _p, ...formFields } = form;
    const sameForm = await changeOffer(bistro.token, offer.id, { ...formFields, ...current.pending_change.fields, terms: 'New terms' });
    expect(sameForm.statusCode, sameForm.body).toBe(202);
    expect(sameForm.json().data.pending_change.fields).toEqual({
      options: [{ id: 'GC-1000', label: 'Rs.1,000', value: 1000 }],
      terms: 'New terms',
    });
    const approved = await decide(people.adminToken, offer.id, 'approve', sameForm.json().data.pending_change.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      msg: messages.offerChangeApproved,
      data: { options: [{ id: 'GC-1000', value: 1000 }], pending_change: null, status: 'live' },
    });
    expect((await publicOffer(offer.id)).options).toEqual([{ id: 'GC-1000', label: 'Rs.1,000', value: 1000 }]);
    // The admin's own edit is the approval: it applies at once.
    const adminEdit = await changeOffer(people.adminToken, offer.id, { name: 'Lotus card 2' });
    expect(adminEdit.statusCode).toBe(200);
    expect((await publicOffer(offer.id)).name).toBe('Lotus card 2');
  });
});

describe('voucher codes from a CSV', () => {
  it('previews, then loads the good rows and reports each bad one with its row and reason; codes stay sealed at rest', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { status: 'live' });
    const first = await uploadCodes(bistro.token, offer.id, 'code\nLOTUS-001\nLOTUS-002\n');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ loaded: 2, rejected: [], stock_left: 2, dry_run: false });

    const csv = ['code', 'LOTUS-003', 'LOTUS-001', '', 'LOTUS-003', 'X'.repeat(65), 'BAD CODE!', '"LOTUS-004"', 'LOTUS-005'].join('\r\n');
    const expectedRejections = [
      { row: 3, reason: messages.voucherRowAlreadyInPool },
      { row: 4, reason: messages.voucherRowBlank },
      { row: 5, reason: messages.voucherRowDuplicateInFile(2) },
      { row: 6, reason: messages.voucherRowTooLong(64) },
      { row: 7, reason: messages.voucherRowBadCharacters },
    ];
    const preview = await uploadCodes(bistro.token, offer.id, csv, '?dry_run=true');
    expect(preview.json()).toEqual({ loaded: 3, rejected: expectedRejections, stock_left: 2, dry_run: true });
    const loaded = await uploadCodes(bistro.token, offer.id, csv);
    expect(loaded.json()).toEqual({ loaded: 3, rejected: expectedRejections, stock_left: 5, dry_run: false });

    const stored = await t.database.db
      .select({ sealed: voucherCodes.codeEncrypted })
      .from(voucherCodes)
      .where(eq(voucherCodes.offerId, offer.id));
    expect(stored).toHaveLength(5);
    expect(stored.some((s) => s.sealed.includes('LOTUS'))).toBe(false);

    const stock = (await t.call({ url: `/api/offer/manage/offers/${offer.id}`, token: bistro.token })).json().data;
    expect(stock).toMatchObject({ stock_left: 5, stock_total: 5, low_stock: true });
    const low = (await t.call({ url: '/api/offer/manage/offers?low_stock=true', token: bistro.token })).json().data;
    expect(low.map((o: { id: string }) => o.id)).toContain(offer.id);
  });

  it('refuses a file without vouchers_file, and codes for an offer that is not a voucher', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { status: 'live' });
    const wrongField = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/vouchers`,
      token: bistro.token,
      ...csvUpload('A-1', 'file'),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields.vouchers_file).toEqual([messages.voucherFileRequired]);
    const showAndSave = await createOffer(people.adminToken, bistro.merchantId, { offer_type: 'show_and_save' });
    const refused = await uploadCodes(people.adminToken, showAndSave.id, 'A-1\n');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.offerNotVoucher);
  });
});

describe('a merchant’s redemptions', () => {
  it('lists redemptions of its own offers with the phone and the code masked; another merchant sees none of them', async () => {
    const offer = await createOffer(people.adminToken, bistro.merchantId, { status: 'live', name: 'Lotus dessert' });
    await uploadCodes(people.adminToken, offer.id, 'LOTUS-DESSERT-1234\n');
    const first = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/redeem`,
      token: people.cardholder.token,
      payload: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    const code = /\b(\d{6})\b/.exec((await lastMessageTo(people.cardholder.mobile))?.body ?? '')?.[1];
    const done = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${offer.id}/redeem`,
      token: people.cardholder.token,
      payload: { token: first.json().token, otp_confirmation: code },
    });
    expect(done.statusCode, done.body).toBe(201);

    const listed = await t.call({ url: `/api/offer/manage/redemptions?offer_id=${offer.id}`, token: bistro.token });
    expect(listed.statusCode, listed.body).toBe(200);
    const [row] = listed.json().data;
    expect(row).toMatchObject({ offer_id: offer.id, status: 'completed', voucher_code_masked: '••••••••••••••1234' });
    expect(row.user_phone_masked).toBe(`••••••${people.cardholder.mobile.slice(-4)}`);
    expect(JSON.stringify(listed.json())).not.toContain('LOTUS-DESSERT');
    const theirs = (await t.call({ url: '/api/offer/manage/redemptions', token: cafe.token })).json().data;
    expect(theirs.map((r: { id: string }) => r.id)).not.toContain(row.id);
    const stock = (await t.call({ url: `/api/offer/manage/offers/${offer.id}`, token: bistro.token })).json().data;
    expect(stock).toMatchObject({ stock_left: 0, stock_total: 1, low_stock: true });
  });
});

describe('client settings (PUT /api/core/client)', () => {
  it('decide how a redemption checks the entered card, and answer with the configured message word for word', async () => {
    const offer = await createOffer(people.adminToken, cafe.merchantId, { status: 'live', offer_type: 'show_and_save', per_user_limit: 5 });
    const mobile = nextMobile();
    const holder = await t.signInAs(mobile, { bins: [RESERVE] });
    const redeemWith = (bin: string) =>
      t.call({ method: 'POST', url: `/api/offer/offers/${offer.id}/redeem`, token: holder.token, payload: { bin } });
    const setMode = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/api/core/client', token: people.adminToken, payload });

    const saved = await setMode({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1', texts: { tagline: 'Offers for you' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1' });
    const client = (await t.call({ url: '/api/core/client' })).json().data;
    expect(client).toMatchObject({ integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-1', texts: { tagline: 'Offers for you' } });
    const first8 = await redeemWith(SELECT);
    expect(first8.statusCode).toBe(422);
    expect(first8.json().error.message).toBe('Invalid Card');

    await setMode({ integration_mode: 'first6' });
    // SELECT and RESERVE share their first 6 digits.
    expect((await redeemWith(SELECT)).statusCode).toBe(200);
    const first6 = await redeemWith('52000001');
    expect(first6.json().error.message).toBe('please re-check the first 6 digits of your card number');

    await setMode({ integration_mode: 'first4_last4' });
    const first4Last4 = await redeemWith('52001234');
    expect(first4Last4.json().error.message).toBe(
      '...combination of your mobile number and the first 4 and last 4 digits of your Debit Card number did not get validated. Please try again.',
    );
    expect((await redeemWith('41009876')).statusCode).toBe(200);

    await setMode({ integration_mode: 'first8', bin_messages: { invalid_card: 'This card is not registered with us.' } });
    expect((await redeemWith(SELECT)).json().error.message).toBe('This card is not registered with us.');
  });
});

describe('the offers hand-off', () => {
  it('gives a second session for a live token of the same user and client, and it reads the cardholder’s offers', async () => {
    const handed = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: people.cardholder.token, uid: people.cardholder.userId, client: 'axis-benefits' },
    });
    expect(handed.statusCode, handed.body).toBe(201);
    const token = handed.json().data.attributes.token as string;
    const mine = await t.call({ url: '/api/offer/redemptions', token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.length).toBeGreaterThan(0);
    const stale = await t.call({
      method: 'POST',
      url: '/api/core/sessions/create_with_user',
      payload: { token: 'not-a-live-session-token-at-all', uid: people.cardholder.userId, client: 'axis-benefits' },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('setting a password', () => {
  it('is limited per address like the staff sign-in: 20 a minute, then 429', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await t.call({ method: 'POST', url: '/api/core/sessions/set_password', payload: {} }));
    // Earlier tests of this file set passwords from the same address within the minute: fewer than 20 are left.
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.join(',')).toMatch(/^(400,)+(429,?)+$/);
    expect(answers.at(-1)!.headers['retry-after']).toBeDefined();
  });
});

describe('the client’s SMS template id', () => {
  it('goes with the offer OTP text to an SMS provider', async () => {
    const received: { to: string; template_id?: string }[] = [];
    const provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(JSON.parse(body));
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const withProvider = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '100000',
      SMS_GATEWAY_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`,
    });
    try {
      const admin = (await withProvider.signInAs('9100000010', { role: 'admin' })).token;
      const saved = await withProvider.call({
        method: 'PUT',
        url: '/api/core/client',
        token: admin,
        payload: { integration_mode: 'first8', sms_template_id: 'TPL-OFFERS-7' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const live = (await withProvider.call({ url: '/api/offer/offers?text=15%25%20off' })).json().data[0];
      const holder = await withProvider.signInAs('9500009999', { bins: [RESERVE] });
      const sent = await withProvider.call({
        method: 'POST',
        url: `/api/offer/offers/${live.id}/redeem`,
        token: holder.token,
        payload: {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(received.at(-1)).toMatchObject({ to: '+919500009999', template_id: 'TPL-OFFERS-7' });
    } finally {
      await withProvider.close();
      provider.close();
    }
  });
});
