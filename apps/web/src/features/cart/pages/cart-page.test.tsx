import { messages, type Cart, type CartItem } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import CartPage from './cart-page';

const item = (id: string, changes: Partial<CartItem>): CartItem => ({
  id,
  type: 'tour',
  title: 'Tour',
  subtitle: 'Group walk, Goa',
  image_url: '/images/listings/tour-goa-walk-800.webp',
  starts_at: '2026-12-10T04:30:00.000Z',
  currency: 'INR',
  added_price: 1000,
  price: 1000,
  price_changed: false,
  available: true,
  message: null,
  details: {},
  added_at: '2026-11-26T10:00:00.000Z',
  ...changes,
});
const SPICE = '7f1c3a0e-0000-4000-8000-000000000001';
const STAY = '7f1c3a0e-0000-4000-8000-000000000002';
const vanished = item(SPICE, {
  title: 'Spice Plantation Visit',
  image_url: null,
  available: false,
  price: null,
  message: messages.tourNotAvailable,
});
const dearer = item(STAY, {
  type: 'hotel',
  title: 'Lake Palace',
  subtitle: 'Heritage Room, Bed and breakfast, Udaipur',
  image_url: '/images/listings/room-udaipur-heritage-800.webp',
  added_price: 20000,
  price: 22000,
  price_changed: true,
});
const cart = (data: CartItem[]): Cart => ({ data, total: data.reduce((sum, i) => sum + (i.available ? i.price! : 0), 0), currency: 'INR' });

function signIn() {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
}

describe('the cart', () => {
  it('says a vanished tour is not available anymore and removes it; shows a changed price beside the old one', async () => {
    signIn();
    const api = stubFetch({
      'GET /api/core/user/cart/cart_items': reply(200, cart([vanished, dearer])),
      'DELETE /api/core/user/cart/cart_items/:id': reply(200, cart([dearer])),
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cart' });

    const spice = (await screen.findByRole('heading', { level: 3, name: 'Spice Plantation Visit' })).closest('li')!;
    expect(within(spice).getByText('This tour is not available anymore')).toBeInTheDocument();
    expect(within(spice).queryByText(/Rs\./)).not.toBeInTheDocument();

    const palace = screen.getByRole('heading', { level: 3, name: 'Lake Palace' }).closest('li')!;
    expect(within(palace).getByText('Price changed')).toBeInTheDocument();
    // Each line shows its room's or tour's picture, as its listing does (issue 30: lines had none); a gone one has none.
    expect(palace.querySelector('img')).toHaveAttribute('src', '/images/listings/room-udaipur-heritage-800.webp');
    expect(spice.querySelector('img')).toBeNull();
    expect(within(palace).getByText('Rs.20,000').closest('s')).toHaveTextContent('Was Rs.20,000');
    expect(within(palace).getByText('Rs.22,000')).toHaveTextContent('Now Rs.22,000');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.cartPriceChanged);
    expect(screen.getByText('1 of 2 items can be booked.', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Spice Plantation Visit' }));
    await screen.findByText('1 of 1 item can be booked.', { exact: false });
    expect(screen.queryByText('Spice Plantation Visit')).not.toBeInTheDocument();
    expect(api.requests('DELETE /api/core/user/cart/cart_items/:id')[0]!.url.pathname).toBe(`/api/core/user/cart/cart_items/${SPICE}`);
  });

  it('cannot be checked out when nothing in it can be booked', async () => {
    signIn();
    stubFetch({ 'GET /api/core/user/cart/cart_items': reply(200, cart([vanished])) });
    renderWithProviders(<CartPage />, { route: '/cart' });
    await screen.findByText('This tour is not available anymore');
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
  });
});
