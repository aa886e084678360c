import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  displayDate,
  encryptCardField,
  messages,
  type GiftCardPurchase,
  type LedgerReport,
  type OffersCatalogue,
  type WalletCard,
} from '@portal/contract';
import { importOffers } from '../../../db/seed/import-offers.ts';
import { urlencodedForm } from '../../../test/form-bodies.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { RESERVE_CARD } from '../../../test/card-payment.ts';
import { stableId } from '../index.ts';

/**
 * Issue 29 item 5 (walletbuddy's cards and booking): a gift card bought and paid in full by card, through the one
 * payment pipeline (purpose `gift_card`), issued by a job after the capture or refunded whole, counted by the ledger,
 * and the cardholder's wallet with each card's balance read from the provider.
 */
// A grace period of 0: a capture neither issued nor refunded is an exception at once.
const t = useTestApp({ PAYMENT_RECONCILE_AFTER_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '100000', LEDGER_GRACE_MINUTES: '0' });

const merchant = 'Wallet Test Gifts';
const offerId = stableId('offer', `${merchant} / Wallet card`);
// The sandbox provider answers by amount: ..02 is refused, ..01 is pending and issued when asked again.
const options = [
  { id: 'GC-1000', label: 'Rs.1,000', value: 1000 },
  { id: 'GC-502', label: 'Rs.502', value: 502 },
  { id: 'GC-701', label: 'Rs.701', value: 701 },
];
const catalogue = {
  categories: [{ name: 'Wallet gifts', icon: '', details: [] }],
  merchants: [
    {
      name: merchant,
      title: 'Test',
      logo: '/images/merchants/wallet-gifts.svg',
      description: '',
      category: 'Wallet gifts',
      outlets: [],
      offers: [
        {
          name: 'Wallet card',
          description: 'A test gift card, issued at once to your mobile and e-mail.',
          terms: 'Test terms',
          redemption_steps: 'Test steps',
          offer_type: 'gift_card',
          card_product_ids: [],
          per_user_limit: 3,
          valid_from: '2020-01-01',
          valid_to: '2099-12-31',
          options,
        },
      ],
    },
  ],
  bundles: [],
} as unknown as OffersCatalogue;

beforeAll(async () => {
  await importOffers(t.database.db, catalogue);
  adminToken = (await t.signInAs('9290000001', { role: 'admin' })).token;
});

let adminToken = '';
let mobile = 9290000100;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Runs due jobs until none is left, making retries due at once (back-off is not what these tests are about). */
async function settleJobs(rounds = 40) {
  for (let i = 0; i < rounds; i++) {
    await t.app.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    if ((await t.app.jobs.drain()) === 0) return;
  }
}

async function holder() {
  const number = String(mobile++);
  return { mobile: number, ...(await t.signInAs(number)) };
}
const order = (token: string, option = 'GC-1000') =>
  t.call({ method: 'POST', url: '/api/offer/walletbuddy/booking', token, payload: { offer_id: offerId, master_retail_option_id: option } });
const purchaseOf = async (token: string, id: string) =>
  (await t.call({ url: `/api/offer/walletbuddy/booking/${id}`, token })).json() as GiftCardPurchase;
const walletOf = async (token: string) => {
  const res = await t.call({ url: '/api/offer/walletbuddy/cards', token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: WalletCard[] }).data;
};
async function pay(token: string, purchase: GiftCardPurchase, amount = purchase.amount) {
  return t.call({
    method: 'POST',
    url: `/api/offer/walletbuddy/booking/${purchase.id}/pay`,
    token,
    payload: {
      amount,
      name: 'Asha Rao',
      card_number: await encryptCardField(RESERVE_CARD, purchase.id),
      cvv: await encryptCardField('737', purchase.id),
      expiry_month: '12',
      expiry_year: '35',
    },
  });
}
/** An order for `option`, paid and approved at the sandbox bank; answers the bank's callback form, not yet posted. */
async function approvedAtBank(token: string, option = 'GC-1000') {
  const created = await order(token, option);
  expect(created.statusCode, created.body).toBe(201);
  const purchase = created.json() as GiftCardPurchase;
  const started = await pay(token, purchase);
  expect(started.statusCode, started.body).toBe(200);
  const body = started.json().payu_body as Record<string, string>;
  expect((await t.app.paymentSandbox!.startPayment(body)).ok).toBe(true);
  const answer = (await t.app.paymentSandbox!.decide(body.txnid!, 'approve'))!;
  return { purchase, txnid: body.txnid!, ...answer };
}
const postForm = (action: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    ...urlencodedForm(fields),
  });
async function ledger() {
  const res = await t.call({ url: '/api/ops/ledger', token: adminToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LedgerReport;
}
const giftCardExceptions = async () => (await ledger()).exceptions.filter((e) => e.flow === 'gift_card');
const refundsAtBank = (mihpayid: string) =>
  rows<{ amount_paise: number }>(sql`select amount_paise from sandbox_gateway_refunds where mihpayid = ${mihpayid}`);

describe('buying a gift card paid in full by card', () => {
  it('lists the gift cards on sale with their values (walletbuddy listings), to anyone', async () => {
    const res = await t.call({ url: '/api/offer/walletbuddy/listings' });
    expect(res.statusCode, res.body).toBe(200);
    const listing = (res.json().data as { offer_id: string }[]).find((l) => l.offer_id === offerId);
    expect(listing).toEqual({
      offer_id: offerId,
      brand: merchant,
      // Its merchant's logo, shown beside the brand (issue 30: merchant logos).
      logo: '/images/merchants/wallet-gifts.svg',
      name: 'Wallet card',
      description: catalogue.merchants[0]!.offers[0]!.description,
      options,
    });
  });

  it('buy, pay at the sandbox bank, the card is issued by its job, sent by SMS and e-mail, and is in the wallet', async () => {
    const { token, mobile: to } = await holder();
    const paid = await approvedAtBank(token);
    expect(paid.purchase).toMatchObject({ status: 'created', amount: 1000, brand: merchant, msg: messages.giftCardAwaitingPayment });
    const back = await postForm(paid.action, paid.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/wallet/purchases/${paid.purchase.id}?outcome=success`);
    // Captured: paid, and the card comes from a job, not from the request.
    expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({ status: 'paid', msg: messages.giftCardPaidIssuing });
    expect(await walletOf(token)).toEqual([]);
    await settleJobs();
    const issued = await purchaseOf(token, paid.purchase.id);
    expect(issued).toMatchObject({ status: 'issued', msg: messages.giftCardIssued, refund_status: null });
    const [card] = await walletOf(token);
    expect(card).toMatchObject({
      id: issued.gift_card_id,
      brand: merchant,
      source: 'bought',
      face_value: 1000,
      balance: 1000,
      balance_from: 'provider',
    });
    expect(card!.code).toMatch(/^SBX/);
    expect(card!.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The receipt, once by SMS and once by e-mail: the code's last four only.
    const receipts = await rows<{ channel: string; recipient: string; body: string }>(
      sql`select channel, recipient, body from outbox_messages where recipient in (${to}, ${`${to}@example.in`}) order by channel`,
    );
    const text = messages.giftCardReceipt(merchant, 1000, card!.code.slice(-4), displayDate(card!.expires_on!));
    expect(receipts).toEqual([
      { channel: 'email', recipient: `${to}@example.in`, body: expect.stringContaining(text) },
      { channel: 'sms', recipient: to, body: text },
    ]);
    expect(receipts.every((r) => !r.body.includes(card!.code) && !r.body.includes(card!.pin))).toBe(true);
    // A repeated callback issues nothing more.
    await postForm(paid.action, paid.fields);
    await settleJobs();
    expect(await walletOf(token)).toHaveLength(1);
    expect(await giftCardExceptions()).toEqual([]);
  });

  it('shows the balance the provider holds now (a card partly spent), and the balance as issued when it cannot answer', async () => {
    const { token } = await holder();
    const paid = await approvedAtBank(token);
    await postForm(paid.action, paid.fields);
    await settleJobs();
    const [card] = await walletOf(token);
    expect(t.app.giftCardSandbox!.spend(card!.code, 300)).toBe(true);
    expect((await walletOf(token))[0]).toMatchObject({ balance: 700, balance_from: 'provider' });
    // The provider forgets the card (a sandbox restarted): the wallet still answers, with the balance as issued.
    expect(t.app.giftCardSandbox!.spend(card!.code, 700)).toBe(true);
    const original = t.app.giftCardSandbox!.balance;
    t.app.giftCardSandbox!.balance = async () => ({ status: 'unknown' });
    try {
      expect((await walletOf(token))[0]).toMatchObject({ balance: 1000, balance_from: 'issue' });
    } finally {
      t.app.giftCardSandbox!.balance = original;
    }
  });

  it('a card the provider refuses: the order is refunded whole at the bank, and the ledger balances', async () => {
    const { token } = await holder();
    const paid = await approvedAtBank(token, 'GC-502');
    await postForm(paid.action, paid.fields);
    await settleJobs();
    expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({
      status: 'refunded',
      refund_status: 'refunded',
      gift_card_id: null,
      msg: messages.giftCardRefunded(502),
    });
    expect(await refundsAtBank(paid.fields.mihpayid!)).toEqual([{ amount_paise: 50_200 }]);
    expect(await walletOf(token)).toEqual([]);
    const report = await ledger();
    expect(report.exceptions).toEqual([]);
    expect(report.balanced).toBe(true);
  });

  it('a provider that keeps the order pending is asked again by the job, then the card is issued', async () => {
    const { token } = await holder();
    const paid = await approvedAtBank(token, 'GC-701');
    await postForm(paid.action, paid.fields);
    await settleJobs();
    expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({ status: 'issued' });
    expect((await walletOf(token))[0]).toMatchObject({ face_value: 701, balance: 701 });
  });

  it('refuses another amount, a second payment, and another cardholder’s order', async () => {
    const { token } = await holder();
    const purchase = (await order(token)).json() as GiftCardPurchase;
    const other = await holder();
    expect((await pay(other.token, purchase)).statusCode).toBe(404);
    expect((await t.call({ url: `/api/offer/walletbuddy/booking/${purchase.id}`, token: other.token })).statusCode).toBe(404);
    const wrong = await pay(token, purchase, 999);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.message).toBe(messages.giftCardAmountChanged);
    expect((await pay(token, purchase)).statusCode).toBe(200);
    const again = await pay(token, purchase);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(messages.giftCardNotPayable);
    const unknownValue = await order(token, 'GC-9');
    expect(unknownValue.statusCode).toBe(400);
    expect(unknownValue.json().error.message).toBe(messages.giftCardOptionRequired);
  });
});

describe('a gift-card payment whose bank answer never comes back (reconciliation)', () => {
  it('is asked about after the delay (verify_payment), then settled: paid, and the card issued', async () => {
    const { token } = await holder();
    const paid = await approvedAtBank(token); // the tab is closed: the callback is never posted
    expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({ status: 'paying', msg: messages.giftCardPaying });
    await settleJobs();
    expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({ status: 'issued' });
    expect(await walletOf(token)).toHaveLength(1);
    expect(await giftCardExceptions()).toEqual([]);
  });

  it('that never reached the bank is given up after the last question: failed, nothing taken, nothing issued', async () => {
    const { token } = await holder();
    const purchase = (await order(token)).json() as GiftCardPurchase;
    expect((await pay(token, purchase)).statusCode).toBe(200); // the bank's page never opened
    await settleJobs();
    expect(await purchaseOf(token, purchase.id)).toMatchObject({ status: 'failed', msg: messages.giftCardPaymentFailed });
    expect(await walletOf(token)).toEqual([]);
  });

  it('a capture after the order was given up on is refunded in full', async () => {
    const { token } = await holder();
    const purchase = (await order(token)).json() as GiftCardPurchase;
    const body = (await pay(token, purchase)).json().payu_body as Record<string, string>;
    await settleJobs(); // never reached the bank: failed
    expect((await purchaseOf(token, purchase.id)).status).toBe('failed');
    expect((await t.app.paymentSandbox!.startPayment(body)).ok).toBe(true);
    const late = (await t.app.paymentSandbox!.decide(body.txnid!, 'approve'))!;
    expect((await postForm(late.action, late.fields)).headers.location).toBe(`/wallet/purchases/${purchase.id}?outcome=failure`);
    await settleJobs();
    expect(await purchaseOf(token, purchase.id)).toMatchObject({ status: 'refunded', refund_status: 'refunded' });
    expect(await refundsAtBank(late.fields.mihpayid!)).toEqual([{ amount_paise: 100_000 }]);
    expect(await walletOf(token)).toEqual([]);
    expect(await giftCardExceptions()).toEqual([]);
  });
});

describe('the ledger counts bought gift cards', () => {
  it('flags a captured order with neither a card nor a refund once the grace period is over', async () => {
    const { token } = await holder();
    const paid = await approvedAtBank(token);
    await postForm(paid.action, paid.fields);
    // The issue job has not run: captured, no card, no refund.
    const [exception] = await giftCardExceptions();
    expect(exception).toMatchObject({ kind: 'unaccounted', flow: 'gift_card', reference: paid.purchase.id, amount: 1000 });
    await settleJobs();
    expect(await giftCardExceptions()).toEqual([]);
  });

  it('flags a refund the gateway kept refusing until the job gave up, as a refund failed', async () => {
    const { token } = await holder();
    t.app.paymentSandbox!.refuseRefunds(true);
    try {
      const paid = await approvedAtBank(token, 'GC-502');
      await postForm(paid.action, paid.fields);
      await settleJobs(80);
      expect(await purchaseOf(token, paid.purchase.id)).toMatchObject({ status: 'refunded', refund_status: 'failed' });
      const [exception] = await giftCardExceptions();
      expect(exception).toMatchObject({ kind: 'refund_failed', flow: 'gift_card', reference: paid.purchase.id, amount: 502 });
    } finally {
      t.app.paymentSandbox!.refuseRefunds(false);
    }
  });
});
