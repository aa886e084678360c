import { messages, statusWords, type Checkout } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import CheckoutPage from './checkout-page';

const ID = '7f1c3a0e-0000-4000-8000-0000000000c1';
const BOOKING = '7f1c3a0e-0000-4000-8000-0000000000b1';
const lineItem = (changes: Partial<Checkout['items'][number]>): Checkout['items'][number] => ({
  cart_item_id: '7f1c3a0e-0000-4000-8000-000000000001',
  type: 'hotel',
  title: 'Lake Palace',
  starts_at: '2026-12-10T08:30:00.000Z',
  check_out: '2026-12-12',
  added_price: 20000,
  price: 22000,
  price_changed: true,
  outcome: 'held',
  message: null,
  booking_id: null,
  cancellation_policy: null,
  ...changes,
});
const quote: Checkout = {
  id: ID,
  status: 'quoted',
  currency: 'INR',
  total: 22000,
  price_changed: true,
  product_info: 'hotels',
  pay_by: '2026-12-05T06:15:00.000Z',
  items: [lineItem({})],
  message: messages.cartPriceChanged,
};

function signIn() {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
}
const render = () => renderWithProviders(<CheckoutPage />, { route: `/cart/checkout/${ID}`, path: '/cart/checkout/:id' });

describe('the cart checkout', () => {
  it('shows a price change and the new total before paying', async () => {
    signIn();
    stubFetch({ 'GET /api/core/user/cart/checkout/:id': reply(200, quote) });
    const { user } = render();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cartPriceChanged);
    const line = screen.getByRole('heading', { level: 3, name: 'Lake Palace' }).closest('li')!;
    expect(within(line).getByText('Rs.20,000').closest('s')).toHaveTextContent('Was Rs.20,000');
    expect(within(line).getByText('Price changed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Total to pay: Rs.22,000' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Rs.22,000' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter card details' }));
    expect(await screen.findByRole('button', { name: 'Pay Rs.22,000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('after paying, shows each item booked with its dates, times, voucher and calendar entry, or refunded with the reason', async () => {
    signIn();
    const refunded = messages.checkoutItemRefunded('Spice Plantation Visit');
    const api = stubFetch({
      'GET /api/core/user/cart/checkout/:id': reply(200, {
        ...quote,
        status: 'paid',
        price_changed: false,
        message: null,
        items: [
          lineItem({ outcome: 'booked', booking_id: BOOKING, price_changed: false, added_price: 22000 }),
          lineItem({
            cart_item_id: '7f1c3a0e-0000-4000-8000-000000000002',
            type: 'tour',
            title: 'Spice Plantation Visit',
            starts_at: '2026-12-11T03:30:00.000Z',
            check_out: null,
            price: 1500,
            added_price: 1500,
            price_changed: false,
            outcome: 'refunded',
            message: refunded,
          }),
        ],
      }),
      'GET /api/rewards/users/booking_information': reply(200, {
        id: BOOKING,
        reference: 'HB-7Q2K',
        booking_type: 'HotelBooking',
        status: 'confirmed',
        voucher_code: 'V-93XK2',
      }),
      'GET /api/booking/my_bookings/:id/calendar': reply(200, 'BEGIN:VCALENDAR'),
    });
    const { user } = render();
    await screen.findByRole('heading', { level: 1, name: 'Your bookings' });
    expect(screen.getByRole('status')).toHaveTextContent('A receipt is on its way to your mobile and e-mail.');
    const palace = screen.getByRole('heading', { level: 3, name: 'Lake Palace' }).closest('li')!;
    // One status language (issue 30): the word /my-bookings, the SMS, the e-mail and the calendar file use.
    expect(within(palace).getByTestId('item-status')).toHaveTextContent(statusWords('confirmed').label);
    expect(within(palace).queryByText('Booked')).not.toBeInTheDocument();
    // Its dates and times, India time.
    expect(within(palace).getByText('Check-in').nextElementSibling).toHaveTextContent('10 Dec 2026, 2:00 PM');
    expect(within(palace).getByText('Check-out').nextElementSibling).toHaveTextContent('12 Dec 2026');
    // Its voucher: the code, the PDF (its QR) and the calendar entry.
    expect((await within(palace).findByText('Voucher code')).nextElementSibling).toHaveTextContent('V-93XK2');
    expect(within(palace).getByText('Booking').nextElementSibling).toHaveTextContent('HB-7Q2K');
    expect(within(palace).getByRole('button', { name: 'Voucher (PDF) for Lake Palace' })).toBeVisible();
    await user.click(within(palace).getByRole('button', { name: 'Add to calendar for Lake Palace' }));
    const asked = api.requests('GET /api/booking/my_bookings/:id/calendar');
    expect(asked.map((r) => r.url.pathname)).toEqual([`/api/booking/my_bookings/${BOOKING}/calendar`]);
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer token-1');

    const spice = screen.getByRole('heading', { level: 3, name: 'Spice Plantation Visit' }).closest('li')!;
    expect(within(spice).getByText('Date and time').nextElementSibling).toHaveTextContent('11 Dec 2026, 9:00 AM');
    expect(within(spice).getByText('Refunded')).toBeInTheDocument();
    expect(within(spice).getByText(refunded)).toBeInTheDocument();
    expect(within(spice).queryByRole('button', { name: /calendar/ })).not.toBeInTheDocument();
  });

  it('says nothing was booked when the payment failed', async () => {
    signIn();
    stubFetch({
      'GET /api/core/user/cart/checkout/:id': reply(200, {
        ...quote,
        status: 'failed',
        message: messages.checkoutPaymentFailed,
        items: [lineItem({ outcome: 'released', price_changed: false })],
      }),
    });
    render();
    await screen.findByRole('heading', { level: 1, name: 'Payment not completed' });
    expect(screen.getByRole('status')).toHaveTextContent(messages.checkoutPaymentFailed);
    expect(screen.getByText('Not booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says so when the checkout cannot be loaded', async () => {
    signIn();
    stubFetch({ 'GET /api/core/user/cart/checkout/:id': apiError(404, 'NOT_FOUND', 'Not found.') });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
