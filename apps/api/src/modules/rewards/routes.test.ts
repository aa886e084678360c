import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateInDays, messages, type Checkout } from '@portal/contract';
import { sandboxRefunds } from '../../db/schema/index.ts';
import { atSandboxBank, payCheckout, sendExpeditionEnquiry } from '../../test/rewards-checkout.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let mobile = 9300000000;
const signIn = () => t.signInAs(String(mobile++));

/** Days from today, in India, as YYYY-MM-DD. */
const day = (days: number) => istDateInDays(days, new Date());

async function openSlot(variantId: string, days = 5) {
  const res = await t.call({
    url: `/api/rewards/headout/inventories?variantId=${variantId}&startDateTime=${day(days)}T00:00:00%2B05:30&endDateTime=${day(days + 1)}T00:00:00%2B05:30`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string; remaining: number | null; availability: string }[]).find((s) => s.availability !== 'CLOSED')!;
}
const tourItem = (productId: string, variantId: string, inventoryId: string, pax: Record<string, number> = { ADULT: 1 }) => ({
  type: 'tour',
  product_id: productId,
  variant_id: variantId,
  inventory_id: inventoryId,
  pax,
});
const hotelItem = (hotelId: string, rateId: string, from = 40) => ({
  type: 'hotel',
  hotel_id: hotelId,
  rate_id: rateId,
  check_in: day(from),
  check_out: day(from + 2),
  rooms: [{ adults: 2, children: 1, children_ages: [8] }],
});
const addItems = (token: string, items: unknown[]) =>
  t.call({ method: 'POST', url: '/api/core/user/cart/add_items', token, payload: { items } });
const cartOf = async (token: string) => (await t.call({ url: '/api/core/user/cart/cart_items', token })).json();
const checkout = async (token: string) => t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token });

const pay = (token: string, quote: Checkout, total = quote.total) => payCheckout(t, token, quote, total);
const atBank = (start: { payu_body: Record<string, string> }, decision: 'approve' | 'decline') => atSandboxBank(t, start, decision);

describe('tours and hotels listings', () => {
  it('lists Mumbai first and defaults the products to Mumbai in rupees; a missing tour says it is not available', async () => {
    expect((await t.call({ url: '/api/rewards/headout/cities' })).json().data[0].name).toBe('Mumbai');
    const products = (await t.call({ url: '/api/rewards/headout/products' })).json().data as { city: string; currency: string }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.city === 'Mumbai' && p.currency === 'INR')).toBe(true);
    const missing = await t.call({ url: '/api/rewards/headout/products/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(messages.tourNotAvailable);
  });

  it('a tour the provider withdraws or reprices leaves or changes the listing at once', async () => {
    const listing = async () =>
      (await t.call({ url: '/api/rewards/headout/products?city=Mumbai' })).json().data as { id: string; price_from: number }[];
    const before = await listing();
    expect(await listing()).toEqual(before);
    const tour = before[0]!;
    t.app.toursSandbox!.setPriceFactor(tour.id, 2);
    expect((await listing()).find((p) => p.id === tour.id)!.price_from).toBe(tour.price_from * 2);
    t.app.toursSandbox!.removeProduct(tour.id);
    expect((await listing()).map((p) => p.id)).not.toContain(tour.id);
    t.app.toursSandbox!.removeProduct(tour.id, false);
    t.app.toursSandbox!.setPriceFactor(tour.id, 1);
    expect(await listing()).toEqual(before);
  });

  it("a checkout's hold shows in the slot's places at once, and a declined payment gives them back at once", async () => {
    const slot = await openSlot('mum-heritage-pvt', 9);
    expect(slot.remaining).toBe(2);
    expect((await openSlot('mum-heritage-pvt', 9)).remaining).toBe(2);
    const { token } = await signIn();
    expect((await addItems(token, [tourItem('mum-heritage', 'mum-heritage-pvt', slot.id, { ADULT: 2 })])).statusCode).toBe(200);
    const quote = (await checkout(token)).json() as Checkout;
    expect(quote.items[0]!.outcome).toBe('held');
    const taken = await t.call({
      url: `/api/rewards/headout/inventories?variantId=mum-heritage-pvt&startDateTime=${day(9)}T00:00:00%2B05:30&endDateTime=${day(10)}T00:00:00%2B05:30`,
    });
    expect(taken.json().data.find((s: { id: string }) => s.id === slot.id).remaining).toBe(0);
    expect((await atBank((await pay(token, quote)).json(), 'decline')).statusCode).toBe(303);
    expect((await openSlot('mum-heritage-pvt', 9)).remaining).toBe(2);
  });

  it('hotel occupancy rules: a child older than 17 or a fourth adult is refused on the field, the default occupancy is priced', async () => {
    const { token } = await signIn();
    const old = await addItems(token, [
      { ...hotelItem('goa-sands', 'goa-sands-dlx-ro'), rooms: [{ adults: 2, children: 1, children_ages: [18] }] },
    ]);
    expect(old.statusCode).toBe(400);
    expect(old.json().error.fields['items.0.rooms.0.children_ages']).toEqual([messages.hotelChildAgeRange(17)]);
    const crowded = await t.call({
      method: 'POST',
      url: '/api/rewards/luxury_staycations/hotel_room_availability',
      payload: { ...hotelItem('goa-sands', 'x'), rooms: [{ adults: 4 }] },
    });
    expect(crowded.statusCode).toBe(400);
    const ok = await t.call({
      method: 'POST',
      url: '/api/rewards/luxury_staycations/hotel_room_availability',
      payload: hotelItem('goa-sands', 'x'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().rates.length).toBeGreaterThan(0);
  });
});

describe('the cart and its checkout', () => {
  it('two cardholders racing for the last place of a slot: one holds it, the other is told it is sold out', async () => {
    const slot = await openSlot('mum-heritage-pvt', 7);
    const [a, b] = [await signIn(), await signIn()];
    for (const { token } of [a, b])
      expect((await addItems(token, [tourItem('mum-heritage', 'mum-heritage-pvt', slot.id, { ADULT: 2 })])).statusCode).toBe(200);
    const [first, second] = await Promise.all([checkout(a.token), checkout(b.token)]);
    const outcomes = [first, second].map((r) => (r.statusCode === 200 ? r.json().items[0].outcome : r.json().error.message));
    expect(outcomes.sort()).toEqual([messages.cartNothingAvailable, 'held'].sort());
  });

  it('a payment names the first thing wrong (the total before the card), and a refused card leaves the checkout payable', async () => {
    const slot = await openSlot('mum-elephanta-ferry', 11);
    const { token } = await signIn();
    expect((await addItems(token, [tourItem('mum-elephanta', 'mum-elephanta-ferry', slot.id)])).statusCode).toBe(200);
    const quote = (await checkout(token)).json() as Checkout;
    const badCvv = (total: number) => payCheckout(t, token, quote, total, '7');
    const wrongTotal = await badCvv(quote.total + 1);
    expect(wrongTotal.statusCode).toBe(409);
    expect(wrongTotal.json().error.message).toBe(messages.cartTotalChanged);
    const refused = await badCvv(quote.total);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.cvv).toEqual([messages.cardCvvInvalid]);
    const started = await pay(token, quote);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().payu_body.amount).toBe(quote.total.toFixed(2));
    expect((await pay(token, quote)).json().error.message).toBe(messages.checkoutNotPayable);
  });

  it('shows a price change between the cart and the checkout before paying, and refuses the old total', async () => {
    const { token } = await signIn();
    expect((await addItems(token, [hotelItem('udr-lakepalace', 'udr-lake-hist-bb')])).statusCode).toBe(200);
    const added = (await cartOf(token)).data[0];
    t.app.hotelsSandbox!.setPriceFactor('udr-lakepalace', 1.1);
    try {
      const cart = await cartOf(token);
      expect(cart.data[0]).toMatchObject({ price_changed: true, added_price: added.added_price });
      const quote = (await checkout(token)).json() as Checkout;
      expect(quote).toMatchObject({ price_changed: true, message: messages.cartPriceChanged, total: cart.data[0].price });
      expect(quote.total).toBeGreaterThan(added.added_price);
      const stale = await pay(token, quote, added.added_price);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toBe(messages.cartTotalChanged);
      const accepted = await pay(token, quote);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().payu_body).toMatchObject({ amount: `${quote.total}.00`, productinfo: 'hotels' });
    } finally {
      t.app.hotelsSandbox!.setPriceFactor('udr-lakepalace', 1);
    }
  });

  it('a provider failing after payment refunds exactly that item; the rest is booked, each with its own booking', async () => {
    const { token } = await signIn();
    const slot = await openSlot('del-oldcity-std');
    await addItems(token, [tourItem('del-oldcity', 'del-oldcity-std', slot.id, { ADULT: 2 }), hotelItem('crg-estate', 'crg-est-bung-ro')]);
    const quote = (await checkout(token)).json() as Checkout;
    const tour = quote.items.find((i) => i.type === 'tour')!;
    const started = (await pay(token, quote)).json();
    t.app.toursSandbox!.refuseCaptures(true);
    try {
      const back = await atBank(started, 'approve');
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/cart/checkout/${quote.id}?outcome=success`);
      // The items are captured and booked by the paid cart's job, not in the callback.
      await t.app.jobs.drain();
    } finally {
      t.app.toursSandbox!.refuseCaptures(false);
    }
    const after = (await t.call({ url: `/api/core/user/cart/checkout/${quote.id}`, token })).json() as Checkout;
    expect(after.status).toBe('paid');
    expect(after.items.map((i) => [i.type, i.outcome])).toEqual(
      expect.arrayContaining([
        ['tour', 'refunded'],
        ['hotel', 'booked'],
      ]),
    );
    expect(after.items.find((i) => i.type === 'tour')!.message).toBe(messages.checkoutItemRefunded(tour.title));
    await t.app.jobs.drain();
    const refunds = await t.database.db.select().from(sandboxRefunds);
    expect(refunds.map((r) => r.amountPaise)).toEqual([tour.price! * 100]);
    const timeline = (await t.call({ url: '/api/rewards/users/bookings', token })).json().data as {
      booking_type: string;
      status: string;
      voucher_code: string | null;
    }[];
    expect(timeline.map((b) => [b.booking_type, b.status]).sort()).toEqual([
      ['HotelBooking', 'confirmed'],
      ['TourBooking', 'refunded'],
    ]);
    expect(timeline.find((b) => b.booking_type === 'HotelBooking')!.voucher_code).toMatch(/^V-/);
    const info = (
      await t.call({
        url: `/api/rewards/users/booking_information?booking_id=${after.items.find((i) => i.type === 'tour')!.booking_id}`,
        token,
      })
    ).json();
    expect(info).toMatchObject({ refund: { amount: tour.price, status: 'refunded' }, message: messages.checkoutItemRefunded(tour.title) });
    expect((await cartOf(token)).data).toEqual([]);
  });

  it('a declined payment releases the held places and leaves the cart as it was', async () => {
    const { token } = await signIn();
    const slot = await openSlot('udr-cook-std', 9);
    await addItems(token, [tourItem('udr-cook', 'udr-cook-std', slot.id, { ADULT: 2 })]);
    const quote = (await checkout(token)).json() as Checkout;
    expect((await openSlot('udr-cook-std', 9)).remaining).toBe(slot.remaining! - 2);
    const back = await atBank((await pay(token, quote)).json(), 'decline');
    expect(back.headers.location).toBe(`/cart/checkout/${quote.id}?outcome=failure`);
    const after = (await t.call({ url: `/api/core/user/cart/checkout/${quote.id}`, token })).json() as Checkout;
    expect(after).toMatchObject({ status: 'failed', message: messages.checkoutPaymentFailed });
    expect(after.items[0]!.outcome).toBe('released');
    expect((await openSlot('udr-cook-std', 9)).remaining).toBe(slot.remaining);
    expect((await cartOf(token)).data).toHaveLength(1);
  });

  it('the cart survives a product that disappeared: it says so, and the checkout goes on without it', async () => {
    const { token } = await signIn();
    const gone = await openSlot('goa-spice-std');
    const stays = await openSlot('goa-dolphin-std');
    await addItems(token, [tourItem('goa-spice', 'goa-spice-std', gone.id), tourItem('goa-dolphin', 'goa-dolphin-std', stays.id)]);
    t.app.toursSandbox!.removeProduct('goa-spice');
    try {
      const cart = await cartOf(token);
      const spice = cart.data.find((i: { title: string }) => i.title.startsWith('Spice'));
      expect(spice).toMatchObject({ available: false, price: null, message: messages.tourNotAvailable, image_url: null });
      // A line still sold shows its tour's picture, as its listing does (issue 30: cart lines had none).
      const dolphin = cart.data.find((i: { title: string }) => i.title.startsWith('Dolphin'));
      const listed = (await t.call({ url: '/api/rewards/headout/products/goa-dolphin', token })).json();
      expect(dolphin.image_url).toBe(listed.data.image_url);
      expect(dolphin.image_url).toMatch(/^\/images\/listings\//);
      const quote = (await checkout(token)).json() as Checkout;
      expect(quote.items.find((i) => i.title.startsWith('Spice'))).toMatchObject({
        outcome: 'unavailable',
        message: messages.tourNotAvailable,
      });
      expect(quote.total).toBe(cart.data.find((i: { title: string }) => i.title.startsWith('Dolphin')).price);
      const removed = await t.call({ method: 'DELETE', url: `/api/core/user/cart/cart_items/${spice.id}`, token });
      expect(removed.json().data).toHaveLength(1);
    } finally {
      t.app.toursSandbox!.removeProduct('goa-spice', false);
    }
  });

  it('an expedition enquiry joins the one timeline with the golf and other bookings', async () => {
    const { token } = await signIn();
    const enquiry = await sendExpeditionEnquiry(t, token);
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    expect(enquiry.json().msg).toBe(messages.expeditionEnquiryReceived);
    const list = (await t.call({ url: '/api/rewards/users/bookings?booking_type=ExpeditionEnquiry', token })).json().data;
    expect(list).toMatchObject([{ booking_type: 'ExpeditionEnquiry', status: 'enquiry_received' }]);
  });
});
