import { beforeAll, describe, expect, it } from 'vitest';
import { useConsoleTestApp, type Merchant } from '../../../test/console-test-kit.ts';

/** Issue 18: a merchant's redemptions, the phone and the code masked, its own only (console/merchant-redemptions.ts). */
const RESERVE = '41000001';
const kit = useConsoleTestApp({ adminMobile: '9100000033', bin: RESERVE, firstMobile: 9530000000 });
const { people, t, merchantWithSignedInUser, createOffer, uploadCodes, lastMessageTo } = kit;
let bistro: Merchant;
let cafe: Merchant;
beforeAll(async () => {
  bistro = await merchantWithSignedInUser('Lotus Bistro');
  cafe = await merchantWithSignedInUser('Harbour Cafe');
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
