import { messages, type OfferDetail } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { offerDetail } from '@/test/offer-fixtures';
import { renderWithProviders } from '@/test/render';
import { registerSignInOpener } from '@/lib/sign-in';
import { storage } from '@/lib/storage';
import OfferPage from './offer-page';

const offer = offerDetail({ eligible: false });

function renderPage(detail: OfferDetail = offer) {
  const api = stubFetch({ 'GET /api/offer/offers/:id': reply(200, { data: detail }) });
  return { ...renderWithProviders(<OfferPage />, { route: '/offers/offer-1', path: '/offers/:id' }), api };
}

afterEach(() => registerSignInOpener(async () => 'redirect'));

describe('OfferPage', () => {
  it('shows the terms, the redemption steps, the outlets, the validity and why the cardholder’s cards may not use it', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: offer.name })).toBeInTheDocument();
    expect(screen.getByText(offer.terms)).toBeInTheDocument();
    expect(screen.getByText(offer.redemption_steps)).toBeInTheDocument();
    expect(screen.getByText('1 Demo Street, Pune')).toBeInTheDocument();
    expect(screen.getByText('1 Jan 2026 to 31 Dec 2030')).toBeInTheDocument();
    expect(screen.getByTestId('eligibility-reason')).toHaveTextContent('Not for your cards: Available to Reserve and Olympus cardholders');
  });

  it('asks a signed-out visitor to sign in before redeeming, and opens the redeem dialog once signed in', async () => {
    const opener = vi.fn(async () => {
      storage.set('token', 'token-1');
      storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
      return 'true' as const;
    });
    registerSignInOpener(opener);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeem offer' }));
    expect(opener).toHaveBeenCalledOnce();
    const dialog = await screen.findByRole('dialog', { name: 'Redeem offer' });
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('does not open the redeem dialog when the sign-in is abandoned', async () => {
    registerSignInOpener(async () => 'redirect');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Redeem offer' }));
    // The dialog's chunks loaded (the click preloads them), so a dialog that was going to open would be there now.
    await import('@/components/ui/dialog-panel');
    await import('../components/redeem-dialog');
    expect(await screen.findByRole('button', { name: 'Redeem offer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a gift card to My benefits instead of redeeming it here', async () => {
    renderPage({ ...offer, offer_type: 'gift_card', eligible: null });
    const link = await screen.findByRole('link', { name: 'claim it in My benefits' });
    expect(link).toHaveAttribute('href', '/my-benefits');
    expect(screen.queryByRole('button', { name: 'Redeem offer' })).not.toBeInTheDocument();
    expect(screen.getByText(messages.offerAvailableTo('Reserve and Olympus'))).toBeInTheDocument();
  });
});
