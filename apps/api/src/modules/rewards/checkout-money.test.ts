import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, type Checkout } from '@portal/contract';
import { urlencodedForm } from '../../test/form-bodies.ts';
import { openTourSlot, payCheckout, placesLeft, tourCartItem } from '../../test/rewards-checkout.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// Issue 27: a cart's money goes through the one payment pipeline, and every captured rupee ends booked or refunded.
const t = useTestApp({ PAYMENT_RECONCILE_AFTER_SECONDS: '0' });

let mobile = 9310000000;
const signIn = () => t.signInAs(String(mobile++));
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
const getCheckout = async (token: string, id: string) =>
  (await t.call({ url: `/api/core/user/cart/checkout/${id}`, token })).json() as Checkout;
const checkoutOf = (token: string) => t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token });
const postForm = (action: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    ...urlencodedForm(fields),
  });

/** Runs due jobs until none is left, making retries due at once (back-off is not what these tests are about). */
async function settleJobs(rounds = 40) {
  for (let i = 0; i < rounds; i++) {
    await t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}

/** A signed-in cardholder with one tour line in the cart, checked out (its seats held). */
async function quotedCart(variant: { product: string; variant: string; days: number; pax?: Record<string, number> }) {
  const { token, userId } = await signIn();
  const slot = await openTourSlot(t, variant.variant, variant.days);
  const added = await t.call({
    method: 'POST',
    url: '/api/core/user/cart/add_items',
    token,
    payload: { items: [tourCartItem(variant.product, variant.variant, slot.id, variant.pax)] },
  });
  expect(added.statusCode, added.body).toBe(200);
  const quote = await checkoutOf(token);
  expect(quote.statusCode, quote.body).toBe(200);
  return { token, userId, slot, quote: quote.json() as Checkout };
}

/** Pays the checkout and approves at the sandbox bank; answers the bank's callback form, not yet posted. */
async function approvedAtBank(token: string, quote: Checkout) {
  const started = await payCheckout(t, token, quote);
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json().payu_body as Record<string, string>;
  expect((await t.app.paymentSandbox!.startPayment(body)).ok).toBe(true);
  const answer = (await t.app.paymentSandbox!.decide(body.txnid!, 'approve'))!;
  return { txnid: body.txnid!, ...answer };
}

const bookingsOfItem = (checkoutId: string) =>
  rows<{ id: string; status: string }>(
    sql`select b.id, b.status from rewards_bookings b join rewards_checkout_items i on i.id = b.checkout_item_id where i.checkout_id = ${checkoutId}`,
  );

describe('issue 27 finding 3: a cart payment whose bank answer never comes back', () => {
  it('is asked about after the delay (verify_payment), then settled: paid and booked', async () => {
    const { token, quote } = await quotedCart({ product: 'mum-dharavi', variant: 'mum-dharavi-std', days: 6 });
    await approvedAtBank(token, quote); // the tab is closed: the callback is never posted
    expect((await getCheckout(token, quote.id)).status).toBe('paying');
    await settleJobs();
    const after = await getCheckout(token, quote.id);
    expect(after.status).toBe('paid');
    expect(after.items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await bookingsOfItem(quote.id)).toHaveLength(1);
  });

  it('that never reached the bank is given up after the last question: failed, and its seats come back', async () => {
    const { token, slot, quote } = await quotedCart({ product: 'udr-cook', variant: 'udr-cook-std', days: 8, pax: { ADULT: 2 } });
    expect(await placesLeft(t, 'udr-cook-std', slot.id, 8)).toBe(slot.remaining! - 2);
    expect((await payCheckout(t, token, quote)).statusCode).toBe(200); // the bank's page never opened
    await settleJobs();
    const after = await getCheckout(token, quote.id);
    expect(after.status).toBe('failed');
    expect(after.items.map((i) => i.outcome)).toEqual(['released']);
    expect(await placesLeft(t, 'udr-cook-std', slot.id, 8)).toBe(slot.remaining);
  });
});

describe('issue 27 finding 3: the cardholder starts over while a cart payment is open', () => {
  it('a payment the bank never saw is let go at once: a new checkout, the seats held once', async () => {
    const { token, slot, quote } = await quotedCart({ product: 'jai-balloon', variant: 'jai-balloon-std', days: 14 });
    expect((await payCheckout(t, token, quote)).statusCode).toBe(200);
    const again = await checkoutOf(token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'quoted' });
    expect(again.json().id).not.toBe(quote.id);
    expect((await getCheckout(token, quote.id)).status).toBe('failed');
    expect(await placesLeft(t, 'jai-balloon-std', slot.id, 14)).toBe(slot.remaining! - 1);
  });

  it('a payment the bank captured is found paid: that checkout is the answer, booked by its job, nothing held twice', async () => {
    const { token, slot, quote } = await quotedCart({ product: 'jai-balloon', variant: 'jai-balloon-std', days: 15 });
    await approvedAtBank(token, quote); // no callback
    const again = await checkoutOf(token);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(quote.id);
    await settleJobs();
    expect((await getCheckout(token, quote.id)).items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await placesLeft(t, 'jai-balloon-std', slot.id, 15)).toBe(slot.remaining! - 1);
    expect((await checkoutOf(token)).json().error.message).toBe(messages.cartEmpty);
  });

  it('a payment the bank captured after it was let go is refunded in full', async () => {
    const { token, quote } = await quotedCart({ product: 'jai-balloon', variant: 'jai-balloon-std', days: 16 });
    const started = (await payCheckout(t, token, quote)).json().payu_body as Record<string, string>;
    expect((await checkoutOf(token)).statusCode).toBe(200); // let go: the bank had not seen it
    expect((await t.app.paymentSandbox!.startPayment(started)).ok).toBe(true);
    const late = (await t.app.paymentSandbox!.decide(started.txnid!, 'approve'))!;
    expect((await postForm(late.action, late.fields)).headers.location).toBe(`/cart/checkout/${quote.id}?outcome=failure`);
    await settleJobs();
    const refunded = await rows<{ amount_paise: number }>(
      sql`select amount_paise from sandbox_gateway_refunds where mihpayid = ${late.fields.mihpayid!}`,
    );
    expect(refunded.map((r) => r.amount_paise)).toEqual([quote.total * 100]);
    expect((await getCheckout(token, quote.id)).items[0]).toMatchObject({
      outcome: 'released',
      message: messages.checkoutItemRefunded(quote.items[0]!.title),
    });
  });
});

describe('issue 27 finding 4: after a verified payment the booking is a durable job', () => {
  it('the callback records paid and queues one job; the items are booked by the job, once, however often the callback comes', async () => {
    const { token, quote } = await quotedCart({ product: 'goa-dolphin', variant: 'goa-dolphin-std', days: 9 });
    const bank = await approvedAtBank(token, quote);
    expect((await postForm(bank.action, bank.fields)).headers.location).toBe(`/cart/checkout/${quote.id}?outcome=success`);
    // The process may die right here: what the request committed is the payment and the job, nothing at the providers.
    const [recorded] = await rows<{ status: string }>(sql`select status from rewards_checkouts where id = ${quote.id}`);
    expect(recorded!.status).toBe('paid');
    expect(await bookingsOfItem(quote.id)).toEqual([]);
    expect((await postForm(bank.action, bank.fields)).headers.location).toBe(`/cart/checkout/${quote.id}?outcome=success`);
    const jobs = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'rewards.fulfil' and payload->>'checkoutId' = ${quote.id}`,
    );
    expect(jobs[0]!.n).toBe(1);
    // While the job runs the checkout still says it is on its way (the return page keeps asking).
    expect((await getCheckout(token, quote.id)).status).toBe('paying');

    await settleJobs();
    expect((await getCheckout(token, quote.id)).items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await bookingsOfItem(quote.id)).toHaveLength(1);
    expect((await postForm(bank.action, bank.fields)).statusCode).toBe(303);
    await settleJobs();
    expect(await bookingsOfItem(quote.id)).toHaveLength(1);
  });

  it('kill -9 after "paid" and after the provider confirmed the seats: the replayed callback re-drives it, booked once, captured once', async () => {
    const { token, quote } = await quotedCart({ product: 'mum-dharavi', variant: 'mum-dharavi-std', days: 10, pax: { ADULT: 2 } });
    const bank = await approvedAtBank(token, quote);
    // The state the attack left: the checkout recorded paid, the tour provider's seats captured, no booking, no job.
    const [item] = await rows<{ hold_ref: string }>(sql`select hold_ref from rewards_checkout_items where checkout_id = ${quote.id}`);
    expect(await t.app.toursSandbox!.captureAll([item!.hold_ref])).toEqual([{ ok: true }]);
    await t.app.db.execute(
      sql`update rewards_checkouts set status = 'paid', gateway_payment_id = ${bank.fields.mihpayid!}, settled_at = now() where id = ${quote.id}`,
    );
    await t.app.db.execute(sql`delete from jobs where payload->>'checkoutId' = ${quote.id}`);

    const replay = await postForm(bank.action, bank.fields);
    expect(replay.headers.location).toBe(`/cart/checkout/${quote.id}?outcome=success`);
    await settleJobs();
    const after = await getCheckout(token, quote.id);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after.items.map((i) => i.outcome)).toEqual(['booked']);
    expect(await bookingsOfItem(quote.id)).toEqual([{ id: after.items[0]!.booking_id, status: 'pending' }]);
    const atProvider = await rows<{ status: string }>(sql`select status from tours_sandbox_bookings where id = ${item!.hold_ref}`);
    expect(atProvider).toEqual([{ status: 'PENDING' }]);
    const refunds = await rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_gateway_refunds where mihpayid = ${bank.fields.mihpayid!}`,
    );
    expect(refunds[0]!.n).toBe(0);
  });
});

describe("the cart's callback is the pipeline's check", () => {
  it('a forged or altered answer (hash, amount) settles nothing; the genuine one then does', async () => {
    const { token, quote } = await quotedCart({ product: 'goa-dolphin', variant: 'goa-dolphin-std', days: 17 });
    const bank = await approvedAtBank(token, quote);
    for (const forged of [
      { ...bank.fields, hash: 'f'.repeat(128) },
      { ...bank.fields, amount: '1.00' },
      { ...bank.fields, key: 'someone-else' },
    ]) {
      expect((await postForm(bank.action, forged)).headers.location).toBe(`/cart/checkout/${quote.id}?outcome=failure`);
    }
    const [still] = await rows<{ status: string }>(sql`select status from rewards_checkouts where id = ${quote.id}`);
    expect(still!.status).toBe('paying');
    expect((await postForm(bank.action, bank.fields)).headers.location).toBe(`/cart/checkout/${quote.id}?outcome=success`);
  });
});

describe('issue 27 finding 6: one open checkout per cart', () => {
  it('five checkouts of one cart at once make one checkout holding the seats once', async () => {
    const { token, userId } = await signIn();
    const slot = await openTourSlot(t, 'goa-dolphin-std', 12);
    await t.call({
      method: 'POST',
      url: '/api/core/user/cart/add_items',
      token,
      payload: { items: [tourCartItem('goa-dolphin', 'goa-dolphin-std', slot.id, { ADULT: 2 })] },
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => checkoutOf(token)));
    const ids = new Set<string>();
    for (const answer of answers) {
      if (answer.statusCode === 200) ids.add(answer.json().id);
      else expect(answer.statusCode, answer.body).toBe(409);
    }
    expect(ids.size).toBe(1);
    const open = await rows<{ n: number }>(
      sql`select count(*)::int as n from rewards_checkouts where user_id = ${userId} and status in ('quoted', 'paying')`,
    );
    expect(open[0]!.n).toBe(1);
    expect(await placesLeft(t, 'goa-dolphin-std', slot.id, 12)).toBe(slot.remaining! - 2);
  });
});

describe('issue 27 finding 11: an expired unpaid checkout', () => {
  it('gives its tour seats back when it expires, not an hour later', async () => {
    const { token, slot, quote } = await quotedCart({ product: 'mum-heritage', variant: 'mum-heritage-pvt', days: 13, pax: { ADULT: 2 } });
    expect(await placesLeft(t, 'mum-heritage-pvt', slot.id, 13)).toBe(0);
    // Its pay-by time passes (15 minutes): the database's clock is what the job queue reads.
    await t.app.db.execute(sql`update rewards_checkouts set pay_by = now() - interval '1 second' where id = ${quote.id}`);
    await settleJobs();
    expect(await placesLeft(t, 'mum-heritage-pvt', slot.id, 13)).toBe(2);
    expect((await getCheckout(token, quote.id)).status).toBe('expired');
    expect((await payCheckout(t, token, quote)).statusCode).toBe(409);
  });
});
