import { messages, type GiftCardPurchase } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import PurchasePage from './purchase-page';

const ID = '7f1c3a0e-0000-4000-8000-0000000000d1';
const order = (changes: Partial<GiftCardPurchase>): GiftCardPurchase => ({
  id: ID,
  offer_id: '7f1c3a0e-0000-4000-8000-0000000000a1',
  brand: 'Saffron Table',
  master_retail_option_id: 'GC-1000',
  amount: 1000,
  status: 'created',
  refund_status: null,
  gift_card_id: null,
  card_mask: null,
  msg: messages.giftCardAwaitingPayment,
  created_at: '2026-11-28T00:00:00.000Z',
  ...changes,
});
function signIn() {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
}
const render = () => renderWithProviders(<PurchasePage />, { route: `/wallet/purchases/${ID}`, path: '/wallet/purchases/:id' });

describe('a bought gift card’s order', () => {
  it('asks for the card to pay the whole amount', async () => {
    signIn();
    stubFetch({ 'GET /api/offer/walletbuddy/booking/:id': reply(200, order({})) });
    const { user } = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your gift card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Total to pay: Rs.1,000' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter card details' }));
    expect(await screen.findByRole('button', { name: 'Pay Rs.1,000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('after the bank: issued, with the way to the wallet', async () => {
    signIn();
    stubFetch({ 'GET /api/offer/walletbuddy/booking/:id': reply(200, order({ status: 'issued', msg: messages.giftCardIssued })) });
    render();
    expect(await screen.findByText(messages.giftCardIssued)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'See it in My gift cards' })).toHaveAttribute('href', '/wallet');
  });

  it('says the whole amount is refunded when the card could not be issued', async () => {
    signIn();
    stubFetch({
      'GET /api/offer/walletbuddy/booking/:id': reply(
        200,
        order({ status: 'refunded', refund_status: 'requested', msg: messages.giftCardRefunded(1000) }),
      ),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gift card not issued' })).toBeInTheDocument();
    expect(screen.getByText(messages.giftCardRefunded(1000))).toHaveAttribute('role', 'status');
  });
});
