import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { useOffersTestApp } from '../../test/offers-test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';

/**
 * The offer lists are answered from an in-memory read model (docs/decisions/015-offers-read-model.md): a write
 * through this process shows at once, a write by anyone else once the version row's re-check comes round.
 */
const RESERVE = '41000001';
const people = useOffersTestApp({ adminMobile: '9100000019', bin: RESERVE, firstMobile: 9600000000 });
const { t } = people;
let merchantId: string;

beforeAll(async () => {
  const merchant = await t.call({
    method: 'POST',
    url: '/api/offer/merchants',
    token: people.adminToken,
    payload: { name: 'Fresh Lists Diner', title: 'Fresh Lists Diner', outlets: [] },
  });
  expect(merchant.statusCode, merchant.body).toBe(201);
  merchantId = merchant.json().data.id;
});

type Listed = { id: string; name: string; stock_left: number | null; eligible: boolean | null };
/** The offers the list finds for a text, as a signed-in Reserve cardholder sees them. */
async function listed(text: string, eligible = false): Promise<Listed[]> {
  const page = await t.call({
    url: `/api/offer/offers?text=${encodeURIComponent(text)}${eligible ? '&eligible=true' : ''}`,
    token: people.cardholder.token,
  });
  expect(page.statusCode, page.body).toBe(200);
  return page.json().data;
}
async function createLiveOffer(name: string, fields: Record<string, unknown> = {}) {
  const created = await t.call({
    method: 'POST',
    url: '/api/offer/offers',
    token: people.adminToken,
    payload: {
      merchant_id: merchantId,
      category_id: people.categoryId,
      name,
      description: `${name} (test)`,
      terms: 'Test terms',
      redemption_steps: 'Test steps',
      offer_type: 'show_and_save',
      card_product_ids: [],
      per_user_limit: 1,
      valid_from: '2020-01-01',
      valid_to: '2099-12-31',
      status: 'live',
      ...fields,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as string;
}
const setStatus = async (id: string, status: string) => {
  const changed = await t.call({ method: 'PUT', url: `/api/offer/offers/${id}`, token: people.adminToken, payload: { status } });
  expect(changed.statusCode, changed.body).toBe(200);
};

describe('the offer list after a console write in this process', () => {
  it('shows a new live offer at once, drops it when paused and shows it again when live', async () => {
    expect(await listed('Fresh pancake stack')).toEqual([]);
    const id = await createLiveOffer('Fresh pancake stack');
    expect((await listed('Fresh pancake stack')).map((o) => o.id)).toEqual([id]);
    await setStatus(id, 'paused');
    expect(await listed('Fresh pancake stack')).toEqual([]);
    await setStatus(id, 'live');
    expect((await listed('Fresh pancake stack')).map((o) => o.id)).toEqual([id]);
  });

  it('follows a change of the cards an offer is for at once (eligible=true)', async () => {
    const id = await createLiveOffer('Fresh waffle plate');
    expect((await listed('Fresh waffle plate', true)).map((o) => o.id)).toEqual([id]);
    const changed = await t.call({
      method: 'PUT',
      url: `/api/offer/offers/${id}`,
      token: people.adminToken,
      payload: { card_product_ids: ['olympus'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await listed('Fresh waffle plate', true)).toEqual([]);
    expect(await listed('Fresh waffle plate')).toMatchObject([{ id, eligible: false }]);
  });

  it('counts a voucher pool’s stock when codes are uploaded and when one is handed out', async () => {
    const id = await createLiveOffer('Fresh juice voucher', { offer_type: 'voucher' });
    expect(await listed('Fresh juice voucher')).toMatchObject([{ id, stock_left: 0 }]);
    const boundary = '----fresh-lists';
    const upload = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${id}/vouchers`,
      token: people.adminToken,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="vouchers_file"; filename="codes.csv"\r\nContent-Type: text/csv\r\n\r\n` +
          `code\nJUICE-1\nJUICE-2\nJUICE-3\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await listed('Fresh juice voucher')).toMatchObject([{ id, stock_left: 3 }]);

    const first = await t.call({ method: 'POST', url: `/api/offer/offers/${id}/redeem`, token: people.cardholder.token, payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    const [sms] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, people.cardholder.mobile))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    const done = await t.call({
      method: 'POST',
      url: `/api/offer/offers/${id}/redeem`,
      token: people.cardholder.token,
      payload: { token: first.json().token, otp_confirmation: code },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data).toMatchObject({ status: 'completed', history: [{ status: 'otp_sent' }, { status: 'completed' }] });
    expect(await listed('Fresh juice voucher')).toMatchObject([{ id, stock_left: 2 }]);
  });

  it('shows a new merchant’s offer in nearby offers at once', async () => {
    const near = async () =>
      (await t.call({ url: '/api/offer/nearby_offers?lat=26.9124&lng=75.7873&radius_km=5', token: people.cardholder.token })).json()
        .data as {
        name: string;
        distance_km: number;
        outlet: { address: string };
      }[];
    expect((await near()).map((o) => o.name)).not.toContain('Fresh lassi near the fort');
    const merchant = await t.call({
      method: 'POST',
      url: '/api/offer/merchants',
      token: people.adminToken,
      payload: {
        name: 'Fresh Fort Cafe',
        title: 'Fresh Fort Cafe',
        outlets: [{ city: 'Jaipur', address: '1 Fort Road', latitude: 26.92, longitude: 75.79 }],
      },
    });
    expect(merchant.statusCode, merchant.body).toBe(201);
    merchantId = merchant.json().data.id;
    await createLiveOffer('Fresh lassi near the fort');
    expect((await near()).find((o) => o.name === 'Fresh lassi near the fort')).toMatchObject({
      distance_km: 0.89,
      outlet: { address: '1 Fort Road' },
    });
  });
});

describe('the offer list after a write by another process', () => {
  it('sees an offer renamed straight in the database once the version row is checked again', async () => {
    const id = await createLiveOffer('Fresh samosa pair');
    expect((await listed('Fresh samosa pair')).map((o) => o.id)).toEqual([id]);
    // Another API process (or SQL by hand) writes: nothing here is told, the triggers move the version row.
    await t.database.db.execute(sql`update offers set name = 'Fresh kachori pair' where id = ${id}`);
    await expect.poll(async () => (await listed('Fresh kachori pair')).map((o) => o.id), { timeout: 10_000, interval: 250 }).toEqual([id]);
  });
});
