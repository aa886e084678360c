import { screen, waitFor, within } from '@testing-library/react';
import { messages, type UserBooking } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import MyBookingsPage from './my-bookings-page';

const LIST = 'GET /api/booking/my_bookings';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const entry = (
  id: string,
  booking_type: UserBooking['booking_type'],
  status: string,
  label: string,
  days: number,
  title = id,
): UserBooking => ({
  id,
  reference: `REF-${id.toUpperCase()}`,
  booking_type,
  title,
  status,
  status_label: label,
  service_at: inDays(days),
  amount: booking_type === 'HotelBooking' ? 24500 : 10,
  currency: 'INR',
  voucher_code: null,
  created_at: inDays(-10),
});

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
});
afterEach(() => storage.clearAll());

/** The page, after the API answers its list with these bookings. */
const showTimeline = (...bookings: UserBooking[]) => {
  stubFetch({ [LIST]: reply(200, { data: bookings }) });
  return renderWithProviders(<MyBookingsPage />, { route: '/my-bookings' });
};

const headingsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('MyBookingsPage', () => {
  it('shows every kind in one timeline, upcoming soonest first, each with its kind, status and what it allows', async () => {
    showTimeline(
      entry('golf', 'GolfEnquiry', 'confirmed', 'Confirmed', 12, 'DLF Golf & Country Club'),
      entry('stay', 'HotelBooking', 'confirmed', 'Confirmed', 3, 'The Sands, Goa'),
      entry('unpaid', 'AirportTransfer', 'pending_payment', 'Awaiting payment', 20, 'Airport transfer'),
      entry('old', 'TourBooking', 'completed', 'Completed', -5, 'Old Delhi walk'),
    );

    const upcoming = await screen.findByRole('region', { name: messages.upcomingBookings });
    expect(headingsIn(upcoming)).toEqual(['The Sands, Goa', 'DLF Golf & Country Club', 'Airport transfer']);
    expect(headingsIn(screen.getByRole('region', { name: messages.pastBookings }))).toEqual(['Old Delhi walk']);

    const stay = within(upcoming).getByRole('article', { name: 'The Sands, Goa' });
    expect(within(stay).getByTestId('booking-kind')).toHaveTextContent('Luxury staycation');
    expect(within(stay).getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(within(stay).getByTestId('booking-status')).toHaveAttribute('data-tone', 'good');
    expect(within(stay).getByRole('button', { name: 'Voucher (PDF) for REF-STAY' })).toBeVisible();
    expect(within(stay).getByRole('button', { name: 'Add to calendar for REF-STAY' })).toBeVisible();
    expect(within(stay).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(stay).getByText('Rs.24,500')).toBeVisible();
    // A stay's date is its check-in, as the cart and its confirmation call it (issue 30: it read 'Date and time').
    expect(within(stay).getByText('Check-in')).toBeVisible();
    expect(within(stay).queryByText('Date and time')).not.toBeInTheDocument();

    const golf = within(upcoming).getByRole('article', { name: 'DLF Golf & Country Club' });
    expect(within(golf).getByText('Date and time')).toBeVisible();
    expect(within(golf).getByRole('button', { name: 'Cancel booking REF-GOLF' })).toBeVisible();

    const unpaid = within(upcoming).getByRole('article', { name: 'Airport transfer' });
    expect(within(unpaid).getByTestId('booking-status')).toHaveTextContent('Awaiting payment');
    expect(within(unpaid).getByRole('link', { name: 'Pay now for REF-UNPAID' })).toHaveAttribute(
      'href',
      '/airport-transfers/unpaid/checkout',
    );
    expect(within(unpaid).queryByRole('button', { name: /Voucher/ })).not.toBeInTheDocument();
  });

  it('filters by kind with chips that say which one is on', async () => {
    const { user } = showTimeline(
      entry('golf', 'GolfEnquiry', 'requested', 'Requested', 12, 'Golf booking'),
      entry('stay', 'HotelBooking', 'confirmed', 'Confirmed', 3, 'The Sands, Goa'),
    );
    const chips = await screen.findByRole('group', { name: 'Show bookings of' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Golf', 'Luxury staycation']);
    await user.click(within(chips).getByRole('button', { name: 'Golf' }));
    expect(within(chips).getByRole('button', { name: 'Golf' })).toHaveAttribute('aria-pressed', 'true');
    expect(headingsIn(screen.getByRole('region', { name: messages.upcomingBookings }))).toEqual(['Golf booking']);
    await user.click(within(chips).getByRole('button', { name: 'All' }));
    expect(headingsIn(screen.getByRole('region', { name: messages.upcomingBookings }))).toEqual(['The Sands, Goa', 'Golf booking']);
  });

  it('cancels a complimentary booking after asking, and shows the server’s word', async () => {
    const api = stubFetch({
      [LIST]: [
        reply(200, { data: [entry('golf', 'GolfEnquiry', 'requested', 'Requested', 12, 'Golf booking')] }),
        reply(200, { data: [entry('golf', 'GolfEnquiry', 'cancelled', 'Cancelled', 12, 'Golf booking')] }),
      ],
      'POST /api/booking/bookings/cancel_booking': reply(200, { status: 'success', msg: messages.bookingCancelled, data: {} }),
    });
    const { user } = renderWithProviders(<MyBookingsPage />, { route: '/my-bookings' });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking REF-GOLF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(messages.bookingCancelled)).toBeVisible();
    expect(api.requests('POST /api/booking/bookings/cancel_booking')[0]!.body).toEqual({ id: 'golf' });
    const past = await screen.findByRole('region', { name: messages.pastBookings });
    await waitFor(() => expect(within(past).getByTestId('booking-status')).toHaveTextContent('Cancelled'));
  });

  it('cancels a tour sold with free cancellation after showing the refund, and offers no cancel once the deadline passed', async () => {
    const tour: UserBooking = {
      ...entry('tour', 'TourBooking', 'pending', 'Pending', 6, 'Heritage walk of Fort'),
      amount: 2400,
      free_cancellation: { until: inDays(5), refund_amount: 2400 },
    };
    const lateStay: UserBooking = {
      ...entry('stay', 'HotelBooking', 'confirmed', 'Confirmed', 2, 'The Sands, Goa'),
      free_cancellation: { until: inDays(-1), refund_amount: 24500 },
    };
    const done = messages.freeCancellationDone('Rs.2,400');
    const api = stubFetch({
      [LIST]: [
        reply(200, { data: [tour, lateStay] }),
        reply(200, { data: [{ ...tour, status: 'cancelled', status_label: 'Cancelled', free_cancellation: null }, lateStay] }),
      ],
      'POST /api/booking/my_bookings/tour/cancel': reply(200, { msg: done, refund_amount: 2400 }),
    });
    const { user } = renderWithProviders(<MyBookingsPage />, { route: '/my-bookings' });

    const upcoming = await screen.findByRole('region', { name: messages.upcomingBookings });
    const stay = within(upcoming).getByRole('article', { name: 'The Sands, Goa' });
    expect(within(stay).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(within(stay).queryByText(/Free cancellation/)).not.toBeInTheDocument();

    const card = within(upcoming).getByRole('article', { name: 'Heritage walk of Fort' });
    expect(within(card).getByText(/^Free cancellation until /)).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Cancel booking REF-TOUR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    // The refund before confirming: in the question and on its own line.
    expect(within(dialog).getByText(messages.freeCancellationConfirm('Rs.2,400'))).toBeVisible();
    expect(within(dialog).getByText('Refund to your card').nextElementSibling).toHaveTextContent('Rs.2,400');
    expect(api.requests('POST /api/booking/my_bookings/tour/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(done)).toBeVisible();
    expect(api.requests('POST /api/booking/my_bookings/tour/cancel')).toHaveLength(1);
    const past = await screen.findByRole('region', { name: messages.pastBookings });
    await waitFor(() => expect(within(past).getByRole('article', { name: 'Heritage walk of Fort' })).toHaveTextContent('Cancelled'));
  });

  it('shows what staff confirmed at the top of the booking, under labels, the phone as a link; never the raw keys', async () => {
    showTimeline({
      ...entry('vip', 'AirportVipPrivilege', 'confirmed', 'Confirmed', 4, 'Mumbai airport'),
      confirmed_details: [
        { label: 'Greeter', value: 'Ravi Kumar' },
        { label: 'Greeter phone', value: '98765 43210' },
        { label: 'Meeting point', value: 'Gate 4, arrivals' },
      ],
    });
    const card = await screen.findByRole('article', { name: 'Mumbai airport' });
    const details = within(card).getByLabelText('Confirmed details for REF-VIP');
    const terms = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Greeter', 'Ravi Kumar'],
      ['Greeter phone', '98765 43210'],
      ['Meeting point', 'Gate 4, arrivals'],
    ]);
    expect(within(details).getByRole('link', { name: '98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    // At the top: before the reference and the date.
    expect(details.compareDocumentPosition(within(card).getByText('Reference')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).not.toHaveTextContent(/greeter_name|meeting_point/);
  });

  it('offers every kind to book when there is nothing yet', async () => {
    showTimeline();
    expect(await screen.findByText(messages.noBookings)).toBeVisible();
    const offers = screen.getByRole('list', { name: 'Book a service' });
    expect(within(offers).getByRole('link', { name: 'Book golf' })).toHaveAttribute('href', '/golf');
    expect(within(offers).getByRole('link', { name: 'Book luxury staycation' })).toHaveAttribute('href', '/staycations');
    expect(within(offers).getAllByRole('link')).toHaveLength(8);
  });
});
