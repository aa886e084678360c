import { messages, type Bundle } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { redemption } from '@/test/offer-fixtures';
import { renderWithProviders } from '@/test/render';
import { scanSvgQr } from '@/test/scan-qr';
import { storage } from '@/lib/storage';
import MyBenefitsPage from './my-benefits-page';

const RESEND = 'GET /api/offer/offers/:id/resend_voucher';
const CLAIM = 'POST /api/offer/gift_cards/redeem';

const welcome = {
  id: 'group-welcome',
  bundle_id: 'bundle-premium',
  name: 'Welcome benefit',
  description: 'One gift card worth Rs.2,000 from 6 brands.',
  period: 'year' as const,
  choose_count: 1,
  used: 0,
  left: 1,
  offer_ids: ['offer-gc'],
};
const bundles: Bundle[] = [
  {
    id: 'bundle-premium',
    name: 'Premium benefits',
    description: 'What Premium cardholders may choose each period.',
    card_product_ids: ['reserve'],
    eligible: true,
    eligibility_reason: 'Available to Reserve cardholders',
    groups: [welcome, { ...welcome, id: 'group-dining', name: 'Quarterly dining', period: 'quarter', choose_count: 2, used: 2, left: 0 }],
  },
];
const giftCard = {
  id: 'gc-1',
  offer_id: 'offer-gc',
  brand: 'Cinestar Screens',
  status: 'fulfilled' as const,
  code: 'GC-CODE-1',
  pin: '4321',
  balance: 2000,
  expires_on: '2027-11-26',
  events: [],
};
const giftCardOffer = {
  id: 'offer-gc',
  merchant_id: 'm-cine',
  merchant_name: 'Cinestar Screens',
  category_id: 'c-ent',
  category_name: 'Entertainment',
  name: 'Cinestar Screens gift card',
  description: 'A gift card.',
  offer_type: 'gift_card',
  status: 'live',
  valid_from: '2026-01-01',
  valid_to: '2030-12-31',
  per_user_limit: 3,
  card_product_ids: [],
  stock_left: null,
  eligible: true,
  eligibility_reason: 'Available to every card',
  terms: 'Terms.',
  redemption_steps: 'Steps.',
  options: [
    { id: 'GC-500', label: 'Rs.500', value: 500 },
    { id: 'GC-2000', label: 'Rs.2,000', value: 2000 },
  ],
  merchant: { id: 'm-cine', name: 'Cinestar Screens', title: 'Cinemas', logo: '', description: '' },
  outlets: [],
  redemptions_left: 3,
};

function renderPage(extra = {}) {
  const api = stubFetch({
    'GET /api/offer/bundles': reply(200, { data: bundles }),
    'GET /api/offer/redemptions': reply(200, {
      data: [
        redemption('old', { created_at: '2026-10-01T10:00:00.000Z', voucher_code: 'OLD-CODE' }),
        redemption('attempt', { status: 'otp_sent', created_at: '2026-11-25T10:00:00.000Z' }),
        redemption('gift', { offer_type: 'gift_card', gift_card_id: 'gc-1', created_at: '2026-11-22T10:00:00.000Z' }),
        redemption('new', { created_at: '2026-11-24T10:00:00.000Z', voucher_code: 'NEW-CODE' }),
      ],
    }),
    'GET /api/offer/gift_cards/:id': reply(200, { data: giftCard }),
    ...extra,
  });
  return { ...renderWithProviders(<MyBenefitsPage />, { route: '/my-benefits' }), api };
}

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
});

describe('MyBenefitsPage', () => {
  it('lists what was received newest first (never an unconfirmed attempt), with codes, the gift card’s PIN, balance and expiry', async () => {
    renderPage();
    const received = within(await screen.findByRole('region', { name: 'Vouchers and gift cards' }));
    const items = await received.findAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Offer new', 'Offer gift', 'Offer old']);
    expect(within(items[0]!).getByTestId('voucher-code')).toHaveTextContent('NEW-CODE');
    expect(scanSvgQr(await within(items[0]!).findByRole('img', { name: 'QR code of NEW-CODE' }))).toBe('NEW-CODE');
    const gift = within(items[1]!);
    expect(await gift.findByTestId('voucher-code')).toHaveTextContent('GC-CODE-1');
    expect(gift.getByText('4321')).toBeInTheDocument();
    expect(gift.getByText('Rs.2,000')).toBeInTheDocument();
    expect(gift.getByText('26 Nov 2027')).toBeInTheDocument();
  });

  it('shows a show-and-save offer received as its counter pass, with a QR of the pass code and the masked card', async () => {
    renderPage({
      'GET /api/offer/redemptions': reply(200, {
        data: [redemption('5b1c9e02-aaaa-4bbb-8ccc-000000000001', { offer_type: 'show_and_save', offer_name: '15% off the bill' })],
      }),
    });
    const pass = within(await screen.findByRole('region', { name: 'Counter pass for 15% off the bill' }));
    expect(pass.getByText('Pass code').nextElementSibling).toHaveTextContent('5B1C-9E02');
    expect(scanSvgQr(await pass.findByRole('img', { name: 'QR code of pass 5B1C-9E02' }))).toBe('5B1C-9E02');
    expect(pass.getByText('Card').nextElementSibling).toHaveTextContent('4100 0001 •••• ••••');
  });

  it('says a gift card is still being issued, with no code, until the provider fulfils it', async () => {
    renderPage({
      'GET /api/offer/gift_cards/:id': reply(200, {
        data: { ...giftCard, status: 'pending', code: null, pin: null, balance: null, expires_on: null },
      }),
    });
    const gift = within(await screen.findByRole('article', { name: 'Offer gift' }));
    expect(await gift.findByText(messages.giftCardPending)).toBeInTheDocument();
    expect(gift.queryByTestId('voucher-code')).not.toBeInTheDocument();
  });

  it('resends a code, and shows the API’s words when the hourly limit is reached', async () => {
    const { user, api } = renderPage({
      [RESEND]: [
        reply(200, { status: 'success', msg: messages.offerVoucherResent }),
        apiError(429, 'RATE_LIMITED', messages.offerResendLimit),
      ],
    });
    const item = await screen.findByRole('article', { name: 'Offer new' });
    await user.click(within(item).getByRole('button', { name: 'Resend the code of Offer new' }));
    expect(await within(item).findByText(messages.offerVoucherResent)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Resend the code of Offer new' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(messages.offerResendLimit);
    expect(api.requests(RESEND).map((r) => r.url.pathname)).toEqual([
      '/api/offer/offers/offer-new/resend_voucher',
      '/api/offer/offers/offer-new/resend_voucher',
    ]);
  });

  it('shows what is left of each benefit this period, and claims a gift card with the code sent by SMS', async () => {
    const { user, api } = renderPage({
      'GET /api/offer/offers/:id': reply(200, { data: giftCardOffer }),
      [CLAIM]: [
        reply(200, {
          status: 'otp_required',
          msg: messages.offerOtpSent,
          token: 'claim-token-0123456789',
          expires_at: '2026-11-26T10:05:00Z',
        }),
        reply(201, { status: 'fulfilled', msg: messages.giftCardFulfilled, data: redemption('gift', {}), gift_card: giftCard }),
      ],
    });
    const benefits = within(await screen.findByRole('region', { name: 'Your card benefits' }));
    expect(await benefits.findByText('1 of 1 left this year')).toBeInTheDocument();
    expect(benefits.getByText('0 of 2 left this quarter')).toBeInTheDocument();
    expect(benefits.queryByRole('button', { name: 'Choose from Quarterly dining' })).not.toBeInTheDocument();

    await user.click(benefits.getByRole('button', { name: 'Choose from Welcome benefit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Welcome benefit' }));
    await user.click(await dialog.findByRole('button', { name: 'Choose Cinestar Screens gift card' }));
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByText(messages.giftCardOptionRequired)).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Gift card value'), 'GC-2000');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await user.type(await dialog.findByLabelText('One-time code (OTP)'), '654321');
    await user.click(dialog.getByRole('button', { name: 'Confirm and claim' }));
    expect(await dialog.findByText(messages.giftCardFulfilled)).toBeInTheDocument();
    expect(dialog.getByTestId('voucher-code')).toHaveTextContent('GC-CODE-1');
    expect(api.requests(CLAIM).map((r) => r.body)).toEqual([
      { offer_id: 'offer-gc', bundle_group_id: 'group-welcome', master_retail_option_id: 'GC-2000' },
      {
        offer_id: 'offer-gc',
        bundle_group_id: 'group-welcome',
        master_retail_option_id: 'GC-2000',
        token: 'claim-token-0123456789',
        otp_confirmation: '654321',
      },
    ]);
  });
  it('adds a chosen dining offer to the cardholder’s benefits, and shows the API’s words when the period is used up', async () => {
    const dining = { ...giftCardOffer, id: 'offer-bogo', name: 'Buy one get one at Saffron Table', offer_type: 'coupon', options: [] };
    const { user, api } = renderPage({
      'GET /api/offer/bundles': reply(200, {
        data: [{ ...bundles[0]!, groups: [{ ...welcome, id: 'group-dining', name: 'Quarterly dining', offer_ids: ['offer-bogo'] }] }],
      }),
      'GET /api/offer/offers/:id': reply(200, { data: dining }),
      'PUT /api/offer/offers/:id': [
        reply(200, { status: 'success', msg: messages.offerSelected }),
        apiError(409, 'QUOTA_EXHAUSTED', messages.offerBundleUsedUp),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Choose from Quarterly dining' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quarterly dining' }));
    await user.click(await dialog.findByRole('button', { name: 'Choose Buy one get one at Saffron Table' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(messages.offerSelected);
    expect(dialog.getByRole('link', { name: 'Redeem Buy one get one at Saffron Table' })).toHaveAttribute('href', '/offers/offer-bogo');
    expect(api.requests('PUT /api/offer/offers/:id')[0]?.body).toEqual({ status: 'selected', bundle_group_id: 'group-dining' });
    await user.click(dialog.getByRole('button', { name: 'Choose Buy one get one at Saffron Table' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(messages.offerBundleUsedUp);
  });
});
