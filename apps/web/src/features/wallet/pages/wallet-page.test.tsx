import { messages, type GiftCardListing, type GiftCardPurchase, type WalletCard } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import WalletPage from './wallet-page';

const OFFER = '7f1c3a0e-0000-4000-8000-0000000000a1';
const PURCHASE = '7f1c3a0e-0000-4000-8000-0000000000d1';
const card = (changes: Partial<WalletCard>): WalletCard => ({
  id: '7f1c3a0e-0000-4000-8000-0000000000c1',
  offer_id: OFFER,
  brand: 'Saffron Table',
  source: 'bought',
  code: 'SBX1234567890ABC',
  pin: '123456',
  face_value: 1000,
  balance: 700,
  expires_on: '2027-11-28',
  balance_from: 'provider',
  issued_at: '2026-11-28T00:00:00.000Z',
  ...changes,
});
const listing: GiftCardListing = {
  offer_id: OFFER,
  brand: 'Saffron Table',
  logo: '/images/merchants/saffron-table.svg',
  name: 'Saffron Table gift card',
  description: 'A Saffron Table gift card, issued at once to your mobile and e-mail.',
  options: [
    { id: 'GC-500', label: 'Rs.500', value: 500 },
    { id: 'GC-1000', label: 'Rs.1,000', value: 1000 },
  ],
};

function signIn() {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
}
const render = () => renderWithProviders(<WalletPage />, { route: '/wallet', path: '/wallet' });

describe('the gift-card wallet', () => {
  it('shows every card held with its balance from the provider, and says when the balance is as issued', async () => {
    signIn();
    stubFetch({
      'GET /api/offer/walletbuddy/cards': reply(200, {
        data: [
          card({}),
          card({
            id: '7f1c3a0e-0000-4000-8000-0000000000c2',
            brand: 'Blue Tokai',
            source: 'claimed',
            balance: 2000,
            face_value: 2000,
            balance_from: 'issue',
          }),
        ],
      }),
      'GET /api/offer/walletbuddy/listings': reply(200, { data: [listing] }),
    });
    render();
    const bought = await screen.findByRole('listitem', { name: 'Saffron Table gift card' });
    expect(within(bought).getByText('Rs.700')).toBeInTheDocument();
    expect(within(bought).getByText('Rs.1,000')).toBeInTheDocument();
    expect(within(bought).getByText('2027-11-28')).toBeInTheDocument();
    expect(within(bought).getByText('SBX1234567890ABC')).toBeInTheDocument();
    expect(within(bought).getByText('Bought by card')).toBeInTheDocument();
    expect(within(bought).queryByText(messages.walletBalanceAsIssued)).not.toBeInTheDocument();
    const claimed = screen.getByRole('listitem', { name: 'Blue Tokai gift card' });
    expect(within(claimed).getByText('Claimed from your benefits')).toBeInTheDocument();
    expect(within(claimed).getByText(messages.walletBalanceAsIssued)).toBeInTheDocument();
  });

  it('says so when there is no card yet, and buys one: the chosen value is ordered and its page opens', async () => {
    signIn();
    const api = stubFetch({
      'GET /api/offer/walletbuddy/cards': reply(200, { data: [] }),
      'GET /api/offer/walletbuddy/listings': reply(200, { data: [listing] }),
      'POST /api/offer/walletbuddy/booking': reply(201, {
        id: PURCHASE,
        offer_id: OFFER,
        brand: 'Saffron Table',
        master_retail_option_id: 'GC-1000',
        amount: 1000,
        status: 'created',
        refund_status: null,
        gift_card_id: null,
        card_mask: null,
        msg: messages.giftCardAwaitingPayment,
        created_at: '2026-11-28T00:00:00.000Z',
      } satisfies GiftCardPurchase),
    });
    const { user } = render();
    expect(await screen.findByText(messages.walletEmpty)).toBeInTheDocument();
    const value = await screen.findByLabelText('Value of the Saffron Table gift card');
    // The brand's logo beside its name, as an offer shows its merchant's (issue 30: merchant logos).
    expect(value.closest('li')!.querySelector('img')).toHaveAttribute('src', '/images/merchants/saffron-table.svg');
    await user.selectOptions(value, 'Rs.1,000');
    await user.click(screen.getByRole('button', { name: 'Buy the Saffron Table gift card' }));
    expect(await screen.findByText(`Navigated to /wallet/purchases/${PURCHASE}`)).toBeInTheDocument();
    expect(api.requests('POST /api/offer/walletbuddy/booking')[0]?.body).toEqual({ offer_id: OFFER, master_retail_option_id: 'GC-1000' });
  });
});
