import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, type Checkout } from '@portal/contract';
import { startHeadoutSandboxServer } from '../../gateways/tours/headout-sandbox-server.ts';
import { createToursSandbox } from '../../gateways/tours/tours-sandbox.ts';
import { urlencodedForm } from '../../test/form-bodies.ts';
import { openTourSlot, payCheckout, placesLeft, tourCartItem } from '../../test/rewards-checkout.ts';
import { createTestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// Issue 29 item 3: the tours provider (Headout's API, here its sandbox over HTTP) times out, answers 5xx or garbage,
// or confirms late; no rupee is kept without a seat, and no seat is kept without its rupee.
const t = useTestApp({ PAYMENT_RECONCILE_AFTER_SECONDS: '0', TOURS_PROVIDER_TIMEOUT_MS: '1500' });

let mobile = 9320000000;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
const getCheckout = async (token: string, id: string) =>
  (await t.call({ url: `/api/core/user/cart/checkout/${id}`, token })).json() as Checkout;
const provider = () => t.app.toursSandboxServer!;
afterEach(() => provider().clearFaults());

/** Runs due jobs until none is left, making retries due at once (back-off is not what these tests are about). */
async function settleJobs(rounds = 40) {
  for (let i = 0; i < rounds; i++) {
    await t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}

async function cartWithTour(variant: string, product: string, days: number, pax: Record<string, number> = { ADULT: 1 }) {
  const { token } = await t.signInAs(String(mobile++));
  const slot = await openTourSlot(t, variant, days);
  const added = await t.call({
    method: 'POST',
    url: '/api/core/user/cart/add_items',
    token,
    payload: { items: [tourCartItem(product, variant, slot.id, pax)] },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { token, slot };
}

/** Checks out, pays and approves at the sandbox bank, and posts the bank's answer back (the job is queued). */
async function paidCart(token: string, beforeCallback = () => {}) {
  const quoted = await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = quoted.json() as Checkout;
  const started = await payCheckout(t, token, quote);
  const body = started.json().payu_body as Record<string, string>;
  expect((await t.app.paymentSandbox!.startPayment(body)).ok).toBe(true);
  const answer = (await t.app.paymentSandbox!.decide(body.txnid!, 'approve'))!;
  beforeCallback();
  const back = await t.app.inject({
    method: 'POST',
    url: new URL(answer.action).pathname,
    ...urlencodedForm(answer.fields),
  });
  expect(back.statusCode).toBe(303);
  return { quote, mihpayid: answer.fields.mihpayid! };
}

const refundsOf = async (mihpayid: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from sandbox_gateway_refunds where mihpayid = ${mihpayid}`))[0]!.n;
const atProvider = async (checkoutId: string) =>
  rows<{ status: string }>(
    sql`select b.status from tours_sandbox_bookings b join rewards_checkout_items i on i.hold_ref = b.id::text where i.checkout_id = ${checkoutId}`,
  );

describe('tours provider faults', () => {
  it('down at checkout (5xx): the cardholder is told to try again, nothing is held or charged', async () => {
    const { token, slot } = await cartWithTour('mum-dharavi-std', 'mum-dharavi', 12, { ADULT: 2 });
    provider().fail({ route: 'create', kind: '5xx', times: 1 });
    const refused = await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(messages.serviceUnavailable);
    expect(await placesLeft(t, 'mum-dharavi-std', slot.id, 12)).toBe(slot.remaining);
    // The provider is back: the same cart checks out.
    expect((await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).statusCode).toBe(200);
  });

  it('the capture and the status both answer 5xx: the paid item is neither booked nor refunded; once the provider answers, booked once', async () => {
    const { token } = await cartWithTour('mum-dharavi-std', 'mum-dharavi', 13);
    const { quote, mihpayid } = await paidCart(token, () => provider().fail({ route: 'any', kind: '5xx', times: 1000 }));
    // Every job due now runs (the booking job fails and is due again later, its back-off not hurried here).
    while ((await t.app.jobs.drain()) > 0);
    const waiting = await getCheckout(token, quote.id);
    // Paid (the cardholder still sees it in progress), its booking job waiting to ask the provider again.
    expect(await rows(sql`select status from rewards_checkouts where id = ${quote.id}`)).toEqual([{ status: 'paid' }]);
    expect(
      await rows(sql`select status, attempts from jobs where kind = 'rewards.fulfil' and payload->>'checkoutId' = ${quote.id}`),
    ).toEqual([{ status: 'queued', attempts: 1 }]);
    expect(waiting.items.map((i) => i.outcome)).toEqual(['held']);
    expect(await refundsOf(mihpayid)).toBe(0);
    expect(await atProvider(quote.id)).toEqual([{ status: 'UNCAPTURED' }]);

    provider().clearFaults();
    await settleJobs();
    const after = await getCheckout(token, quote.id);
    expect(after.items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await atProvider(quote.id)).toEqual([{ status: 'PENDING' }]);
    expect(await refundsOf(mihpayid)).toBe(0);
  });

  it('a capture confirmed late (its answer timed out) is found captured on the retry: booked once, not refunded', async () => {
    const { token } = await cartWithTour('mum-dharavi-std', 'mum-dharavi', 14);
    provider().fail({ route: 'capture', kind: 'late', times: 1 });
    const { quote, mihpayid } = await paidCart(token);
    await settleJobs();
    const after = await getCheckout(token, quote.id);
    expect(after.items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await atProvider(quote.id)).toEqual([{ status: 'PENDING' }]);
    expect(await refundsOf(mihpayid)).toBe(0);
  });

  it('a capture answered with garbage, then refused: the item is refunded through the pipeline and its seats come back', async () => {
    const { token, slot } = await cartWithTour('mum-dharavi-std', 'mum-dharavi', 15, { ADULT: 3 });
    provider().fail({ route: 'capture', kind: 'garbage', times: 1 });
    t.app.toursSandbox!.refuseCaptures(true);
    try {
      const { quote, mihpayid } = await paidCart(token);
      await settleJobs();
      const after = await getCheckout(token, quote.id);
      expect(after.items.map((i) => i.outcome)).toEqual(['refunded']);
      expect(await refundsOf(mihpayid)).toBe(1);
      expect(await atProvider(quote.id)).toEqual([{ status: 'CANCELLED' }]);
      expect(await placesLeft(t, 'mum-dharavi-std', slot.id, 15)).toBe(slot.remaining);
    } finally {
      t.app.toursSandbox!.refuseCaptures(false);
    }
  });
});

describe('a real provider URL', () => {
  it('TOURS_PROVIDER_URL and TOURS_PROVIDER_KEY point the portal at that Headout API (no built-in sandbox started)', async () => {
    const remote = await startHeadoutSandboxServer({ engine: createToursSandbox(t.app.db), db: t.app.db, key: 'pk_remote_key' });
    const portal = await createTestApp({ TOURS_PROVIDER_URL: remote.url, TOURS_PROVIDER_KEY: 'pk_remote_key' });
    try {
      expect(portal.app.toursSandbox).toBeUndefined();
      expect(portal.app.toursSandboxServer).toBeUndefined();
      const cities = await portal.call({ url: '/api/rewards/headout/cities' });
      expect(cities.statusCode, cities.body).toBe(200);
      expect(cities.json().data[0]).toMatchObject({ code: 'MUMBAI', name: 'Mumbai' });
    } finally {
      await portal.close();
      await remote.close();
    }
  });
});
