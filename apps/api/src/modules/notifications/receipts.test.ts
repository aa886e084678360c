import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { type Checkout, type OffersCatalogue } from '@portal/contract';
import { giftCards, outboxMessages } from '../../db/schema/index.ts';
import { listOutbox } from '../../gateways/outbox/outbox.ts';
import { importOffers } from '../../db/seed/import-offers.ts';
import { atSandboxBank, openTourSlot, payCheckout, sendExpeditionEnquiry, tourCartItem } from '../../test/rewards-checkout.ts';
import { RESERVE_CARD } from '../../test/card-payment.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { stableId } from '../offers/index.ts';

/**
 * Issue 30, a receipt for every payment: a paid cart, a gift card issued and an expedition enquiry each send one SMS
 * and one e-mail (the local outbox), with what was bought and never a card number, OTP, code or PIN.
 */
let t: TestApp;
const merchant = 'Receipt Test Gifts';
const catalogue = {
  categories: [{ name: 'Gifts', icon: '', details: [] }],
  merchants: [
    {
      name: merchant,
      title: 'Test',
      logo: '',
      description: '',
      category: 'Gifts',
      outlets: [],
      offers: [
        {
          name: 'Card',
          description: 'Card (test)',
          terms: 'Test terms',
          redemption_steps: 'Test steps',
          offer_type: 'gift_card',
          card_product_ids: [],
          per_user_limit: 5,
          valid_from: '2020-01-01',
          valid_to: '2099-12-31',
          options: [{ id: 'GC-3000', label: 'Rs.3,000', value: 3000 }],
        },
      ],
    },
  ],
  bundles: [
    {
      name: 'Receipt bundle',
      description: '',
      card_product_ids: ['reserve'],
      groups: [{ name: 'G', description: '', period: 'year', choose_count: 5, offers: [`${merchant} / Card`] }],
    },
  ],
} as OffersCatalogue;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  await importOffers(t.database.db, catalogue);
});
afterAll(async () => t?.close());

/** Everything the cardholder was sent after `since`, by channel. */
async function sentTo(mobile: string, email: string) {
  return { sms: await listOutbox(t.database.db, mobile), mail: await listOutbox(t.database.db, email) };
}
const drainTwice = async () => {
  await t.app.jobs.drain();
  await t.app.jobs.drain();
};

describe('a receipt for every payment (issue 30)', () => {
  it('a paid cart: one SMS and one e-mail with the total, each item, its date, status and voucher, once', async () => {
    const mobile = '9510000001';
    const email = 'cart.receipt@example.in';
    const { token } = await t.signInAs(mobile, { name: 'Asha Rao', email });
    const slot = await openTourSlot(t, 'del-oldcity-std');
    await t.call({
      method: 'POST',
      url: '/api/core/user/cart/add_items',
      token,
      payload: { items: [tourCartItem('del-oldcity', 'del-oldcity-std', slot.id, { ADULT: 2 })] },
    });
    const quote = (await t.call({ method: 'POST', url: '/api/core/user/cart/checkout', token })).json() as Checkout;
    const started = (await payCheckout(t, token, quote)).json();
    expect((await atSandboxBank(t, started, 'approve')).statusCode).toBe(303);
    await drainTwice();

    const [booking] = (await t.call({ url: '/api/rewards/users/bookings?booking_type=TourBooking', token })).json().data as {
      reference: string;
      voucher_code: string;
      status_label: string;
    }[];
    const { sms, mail } = await sentTo(mobile, email);
    expect(sms).toHaveLength(1);
    expect(mail).toHaveLength(1);
    const total = `Rs.${quote.total.toLocaleString('en-IN')}`;
    const item = quote.items[0]!;
    expect(sms[0]!.body).toContain(`Privileges: ${total} paid.`);
    expect(sms[0]!.body).toContain(`${item.title} (${booking!.reference})`);
    expect(sms[0]!.body).toContain(`: Confirmed, voucher ${booking!.voucher_code}`);
    // The same word the /my-bookings badge shows for this booking.
    expect(booking!.status_label).toBe('Confirmed');
    expect(mail[0]!.subject).toBe(`Receipt: ${total} paid for your Privileges booking`);
    expect(mail[0]!.body).toContain('Dear Asha Rao,');
    expect(mail[0]!.body).toContain(`we have received your payment of ${total}`);
    expect(mail[0]!.body).toContain(booking!.voucher_code);
    for (const message of [...sms, ...mail]) {
      expect(message.body).not.toContain(RESERVE_CARD);
      expect(message.body).not.toContain(RESERVE_CARD.slice(6, 12));
      expect(message.body).not.toContain('737');
    }

    // The fulfil job run again (a repeated callback re-drives it) sends nothing more.
    await t.app.jobs.ensure('rewards.fulfil', { checkoutId: quote.id }, { dedupeKey: `rewards-fulfil:${quote.id}` });
    await drainTwice();
    const again = await sentTo(mobile, email);
    expect([again.sms.length, again.mail.length]).toEqual([1, 1]);
  });

  it('a gift card issued from a bundle: says so, and sends it to the mobile and e-mail, code ending only', async () => {
    const mobile = '9510000002';
    const email = 'gift.receipt@example.in';
    const { token, userId } = await t.signInAs(mobile, { email, bins: ['41000001'] });
    const body = {
      offer_id: stableId('offer', `${merchant} / Card`),
      bundle_group_id: stableId('bundle-group', 'Receipt bundle / G'),
      master_retail_option_id: 'GC-3000',
    };
    const first = await t.call({ method: 'POST', url: '/api/offer/gift_cards/redeem', token, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const [otpSms] = await t.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, mobile))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const otp = /\b(\d{6})\b/.exec(otpSms!.body)![1]!;
    const claimed = await t.call({
      method: 'POST',
      url: '/api/offer/gift_cards/redeem',
      token,
      payload: { ...body, token: first.json().token, otp_confirmation: otp },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    expect(claimed.json().msg).toBe('Your gift card is ready. We have sent it to your mobile and e-mail.');
    const { code, pin } = claimed.json().gift_card as { code: string; pin: string };
    await drainTwice();

    const { sms, mail } = await sentTo(mobile, email);
    const receipts = sms.filter((m) => m.body.includes(' is issued'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain(`Your ${merchant} gift card of Rs.3,000 is issued: card ending ${code.slice(-4)}, valid until `);
    expect(mail[0]!.body).toContain(receipts[0]!.body);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your ${merchant} gift card is issued`);
    for (const message of [...receipts, ...mail]) {
      expect(message.body).not.toContain(code);
      expect(message.body).not.toContain(pin);
      expect(message.body).not.toContain(otp);
    }
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.userId, userId));
    expect(cards.map((c) => c.status)).toEqual(['fulfilled']);
  });

  it('an expedition enquiry: one SMS and one e-mail with its reference, departure and status', async () => {
    const mobile = '9510000003';
    const email = 'expedition.receipt@example.in';
    const { token } = await t.signInAs(mobile, { email });
    const sent = await sendExpeditionEnquiry(t, token);
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const reference = (sent.json().data as { reference: string }).reference;
    expect(sent.json().msg).toContain('on its way to your mobile and e-mail');
    await drainTwice();
    const { sms, mail } = await sentTo(mobile, email);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain(`your enquiry ${reference} for`);
    expect(sms[0]!.body).toContain('Status: Enquiry received.');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`We have your expedition enquiry ${reference}`);
    expect(mail[0]!.body).toContain('Nothing has been charged.');
  });
});
