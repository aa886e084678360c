import { expect } from 'vitest';
import { encryptCardField, istDateInDays, type Checkout } from '@portal/contract';
import { RESERVE_CARD } from './card-payment.ts';
import type { TestApp } from './test-app.ts';
import { urlencodedForm } from './form-bodies.ts';

/** Pays a rewards checkout with the Reserve card, its fields encrypted as the browser encrypts them. */
export async function payCheckout(t: TestApp, token: string, quote: Checkout, total = quote.total, cvv = '737') {
  return t.call({
    method: 'POST',
    url: `/api/core/user/cart/checkout/${quote.id}/pay`,
    token,
    payload: {
      total,
      name: 'Asha Rao',
      card_number: await encryptCardField(RESERVE_CARD, quote.id),
      cvv: await encryptCardField(cvv, quote.id),
      expiry_month: '12',
      expiry_year: '35',
    },
  });
}

/** The cardholder at the sandbox bank: it takes payu_body, they press approve or decline, the browser posts back. */
export async function atSandboxBank(t: TestApp, start: { payu_body: Record<string, string> }, decision: 'approve' | 'decline') {
  const bank = t.app.paymentSandbox!;
  expect((await bank.startPayment(start.payu_body)).ok).toBe(true);
  const answer = (await bank.decide(start.payu_body.txnid!, decision))!;
  return t.app.inject({
    method: 'POST',
    url: new URL(answer.action).pathname,
    ...urlencodedForm(answer.fields),
  });
}

/** Asks the concierge for two places on the Andaman reefs expedition's first departure. */
export async function sendExpeditionEnquiry(t: TestApp, token: string) {
  const details = (await t.call({ url: '/api/rewards/nat_geo/details/andaman-reefs' })).json();
  return t.call({
    method: 'POST',
    url: '/api/rewards/nat_geo/enquiry',
    token,
    payload: {
      expedition_id: 'andaman-reefs',
      departure: details.departures[0],
      travellers: 2,
      name: 'Asha Rao',
      email: 'asha@example.in',
      mobile: '9876543210',
    },
  });
}

/** Days from today, in India, as YYYY-MM-DD. */
export const dayInIndia = (days: number) => istDateInDays(days, new Date());

/** The first open slot of a tour variant `days` from today, with its places left as the listing shows them. */
export async function openTourSlot(t: TestApp, variantId: string, days = 5) {
  const res = await t.call({
    url: `/api/rewards/headout/inventories?variantId=${variantId}&startDateTime=${dayInIndia(days)}T00:00:00%2B05:30&endDateTime=${dayInIndia(days + 1)}T00:00:00%2B05:30`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string; remaining: number | null; availability: string }[]).find((s) => s.availability !== 'CLOSED')!;
}

/** The places left in one slot now. */
export async function placesLeft(t: TestApp, variantId: string, slotId: string, days = 5) {
  const res = await t.call({
    url: `/api/rewards/headout/inventories?variantId=${variantId}&startDateTime=${dayInIndia(days)}T00:00:00%2B05:30&endDateTime=${dayInIndia(days + 1)}T00:00:00%2B05:30`,
  });
  return (res.json().data as { id: string; remaining: number | null }[]).find((s) => s.id === slotId)!.remaining;
}

export const tourCartItem = (productId: string, variantId: string, inventoryId: string, pax: Record<string, number> = { ADULT: 1 }) => ({
  type: 'tour',
  product_id: productId,
  variant_id: variantId,
  inventory_id: inventoryId,
  pax,
});
