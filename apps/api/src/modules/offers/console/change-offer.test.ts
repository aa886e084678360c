import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useConsoleTestApp, type Merchant } from '../../../test/console-test-kit.ts';

/** Issue 18 and issue 27 finding 2: offers created and changed in the console, by role and through the offer machine; a merchant's edit of an approved offer waits for the admin (console/change-offer.ts, create-offer.ts, decide-change.ts, managed-offers.ts). */
const RESERVE = '41000001';
const kit = useConsoleTestApp({ adminMobile: '9100000031', bin: RESERVE, firstMobile: 9510000000 });
const { people, t, merchantWithSignedInUser, offerBody, createOffer, changeOffer, uploadCodes } = kit;
let bistro: Merchant;
let cafe: Merchant;
beforeAll(async () => {
  bistro = await merchantWithSignedInUser('Lotus Bistro');
  cafe = await merchantWithSignedInUser('Harbour Cafe');
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
    const {
      id: _id,
      merchant_id: _m,
      offer_type: _o,
      status: _s,
      category_name: _c,
      merchant_name: _n,
      merchant_logo: _ml,
      ...form
    } = current;
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
