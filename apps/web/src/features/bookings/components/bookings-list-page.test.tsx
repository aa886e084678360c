import { act, screen, within, waitFor } from '@testing-library/react';
import { bookingStatusLabels, messages, type BookingListItem, type BookingStatus } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from '@/lib/router';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { BookingsListPage } from './bookings-list-page';

const LIST = 'GET /api/booking/bookings';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function golf(id: string, status: BookingStatus, serviceAt: string, extra: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id,
    reference: `GLF-${id.toUpperCase()}`,
    type: 'GolfEnquiry',
    status,
    status_label: bookingStatusLabels[status],
    booking_date_time: 'Thu, 10 Jun 2027 7:00:00 am',
    service_at: serviceAt,
    city: 'Delhi',
    request_info: { golf_course: `Course ${id}`, booking_type: 'play' },
    fee: 10,
    fee_paid: status === 'pending_payment' || status === 'payment_failed' ? 0 : 10,
    actions: [],
    cardholder_events: [],
    confirmation_details: null,
    refunds: [],
    created_at: inDays(-1),
    ...extra,
  };
}

beforeEach(() => {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
});
afterEach(() => storage.clearAll());

describe('BookingsListPage', () => {
  it('highlights the booking just paid: what happens next, its timeline and the status in colour and words', async () => {
    stubFetch({
      [LIST]: reply(200, {
        data: [
          golf('old', 'completed', inDays(-30)),
          golf('paid', 'requested', inDays(20), { actions: ['cancel'] }),
          golf('failed', 'payment_failed', inDays(10), { actions: ['pay_now'] }),
        ],
      }),
    });
    renderWithProviders(<BookingsListPage type="GolfEnquiry" />, { route: '/golf-bookings' });
    act(() => {
      void navigate('/golf-bookings', { replace: true, state: { highlight: 'paid', outcome: 'paid' } });
    });

    const paid = await screen.findByRole('article', { name: 'Course paid' });
    expect(within(paid).getByText(messages.paidBookingHeading)).toBeVisible();
    expect(within(paid).getByText(messages.nextStepGolf)).toBeVisible();
    expect(within(paid).getByText('Golf game')).toBeVisible();
    expect(within(paid).getByText('10 Jun 2027, 7:00 AM')).toBeVisible();
    const timeline = within(paid).getByRole('list', { name: messages.bookingTimeline });
    // Each step's words (its mark beside it is decoration).
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Request made (done)',
      'Paid (now)',
      'Confirmed (to come)',
      'Completed (to come)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(within(paid).getByTestId('booking-status')).toHaveTextContent(/^Requested$/);
    await waitFor(() => expect(paid).toHaveFocus());

    // The rest, split into upcoming and past; an unpaid one says what to do, and the failed payment is not grey.
    const upcoming = screen.getByRole('region', { name: messages.upcomingBookings });
    const failed = within(upcoming).getByRole('article', { name: 'Course failed' });
    expect(within(failed).getByText(messages.payToSendRequest)).toBeVisible();
    expect(within(failed).getByText('Fee to pay')).toBeVisible();
    expect(within(failed).getByTestId('booking-status')).toHaveTextContent('Payment failed');
    expect(within(failed).getByTestId('booking-status')).toHaveAttribute('data-tone', 'bad');
    const past = screen.getByRole('region', { name: messages.pastBookings });
    expect(within(past).getByRole('article', { name: 'Course old' })).toBeInTheDocument();
  });

  it('opens and closes the details of any booking', async () => {
    stubFetch({ [LIST]: reply(200, { data: [golf('one', 'confirmed', inDays(5), { confirmation_details: { 'Tee time': '7:10 AM' } })] }) });
    const { user } = renderWithProviders(<BookingsListPage type="GolfEnquiry" />, { route: '/golf-bookings' });
    const toggle = await screen.findByRole('button', { name: 'Show details of GLF-ONE' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details of GLF-ONE' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('7:10 AM')).toBeVisible();
    expect(screen.getByRole('list', { name: messages.bookingTimeline })).toBeVisible();
  });

  it('with no bookings, offers a way to book', async () => {
    stubFetch({ [LIST]: reply(200, { data: [] }) });
    renderWithProviders(<BookingsListPage type="GolfEnquiry" />, { route: '/golf-bookings' });
    expect(await screen.findByText(messages.noBookings)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book golf' })).toHaveAttribute('href', '/golf');
  });

  it("labels what staff sent on confirmation in words, in the kind's order, never as raw keys", async () => {
    stubFetch({
      [LIST]: reply(200, {
        data: [
          golf('met', 'confirmed', inDays(8), {
            type: 'AirportVipPrivilege',
            reference: 'VIP-MET',
            request_info: { airport: 'Chhatrapati Shivaji Maharaj International Airport', travel_sector: 'Domestic', guest_count: 1 },
            confirmation_details: { meeting_point: 'Gate 4, arrivals', greeter_phone: '+91 98200 00000', greeter_name: 'Rohan' },
          }),
        ],
      }),
    });
    const { user } = renderWithProviders(<BookingsListPage type="AirportVipPrivilege" />, {
      route: '/airport-concierge-service-bookings',
    });
    await user.click(await screen.findByRole('button', { name: 'Show details of VIP-MET' }));
    const card = screen.getByRole('article', { name: 'Chhatrapati Shivaji Maharaj International Airport' });
    const terms = within(card)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(expect.arrayContaining(['Greeter', 'Greeter phone', 'Meeting point', 'Travel sector', 'Guests']));
    expect(terms.slice(-3)).toEqual(['Greeter', 'Greeter phone', 'Meeting point']);
    for (const raw of ['greeter_name', 'greeter_phone', 'meeting_point']) expect(within(card).queryByText(raw)).not.toBeInTheDocument();
    expect(within(card).getByText('Gate 4, arrivals')).toBeVisible();
  });
});
