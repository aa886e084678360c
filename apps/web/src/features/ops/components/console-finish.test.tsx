import { ledgerExceptionKinds, messages, type OpsQueueItem } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { signInToConsole } from '@/test/staff-console';
import OpsOfferPage from '../pages/ops-offer-page';
import { bookingDetail, inHours, managedOffer, queueItem } from '../test-fixtures';
import { BookingSections } from './booking-sections';
import { ConsoleOfferList } from './console-offer-list';
import { LedgerExceptions } from './ledger-exceptions';
import { QueueFiltersForm } from './queue-filters';
import { QueueList } from './queue-list';

// An evening booking: its time reads 19:00 in the console.
const evening = 'Sat, 28 Nov 2026 7:00:00 pm';
const item = (over: Partial<OpsQueueItem>) => queueItem({ booking_date_time: evening, ...over });
const offer = managedOffer({
  merchant_logo: '/images/offers/saffron-house.svg',
  offer_type: 'coupon',
  stock_left: null,
  stock_total: null,
  low_stock: false,
  next_statuses: ['paused', 'expired'],
});

describe('Staff console: India time as dd/mm/yyyy without seconds', () => {
  it("writes a queue card's booking time and answer-by in IST, 24-hour, without seconds", () => {
    stubFetch({});
    // 09:30:45 UTC is 15:00:45 in India: the card says 15:00, whatever the desk computer's zone.
    renderWithProviders(<QueueList items={[item({ answer_by: '2099-11-27T09:30:45.000Z' })]} />);
    const card = screen.getByRole('link', { name: 'GLF-0001' }).closest('li')!;
    expect(within(card).getByText('When:').nextSibling).toHaveTextContent(/^28\/11\/2026 19:00$/);
    expect(within(card).getByText('Answer by:').nextSibling).toHaveTextContent(/^27\/11\/2099 15:00/);
    expect(card.textContent).not.toMatch(/\d:\d{2}:\d{2}|am|pm|Nov/);
  });

  it("writes the detail's payment, refunds and history the same way", () => {
    stubFetch({});
    const booking = bookingDetail({
      booking_date_time: evening,
      payment: { fee_rupees: 10, paid_at: '2026-11-27T09:30:45.000Z', status: 'paid' },
      transitions: [
        {
          from: 'pending_payment',
          to: 'requested',
          event: 'pay',
          at: '2026-11-27T18:29:59.000Z',
          actor_type: 'system',
          actor_id: null,
          actor_email: null,
          note: null,
        },
      ],
    });
    renderWithProviders(<BookingSections booking={booking} />);
    expect(screen.getByText('Paid 27/11/2026 15:00')).toBeInTheDocument();
    expect(screen.getByText(/— 27\/11\/2026 23:59 by system/)).toBeInTheDocument();
    expect(screen.getByText('28/11/2026 19:00')).toBeInTheDocument();
  });

  it('writes ledger exceptions and offer validity as dd/mm/yyyy too', () => {
    stubFetch({});
    renderWithProviders(
      <>
        <LedgerExceptions
          exceptions={[
            {
              kind: ledgerExceptionKinds[0],
              flow: 'fee',
              txnid: 'txn-9',
              reference: 'GLF-0009',
              amount: 10,
              day: '2026-11-27',
              captured_at: '2026-11-27T09:30:45.000Z',
              detail: '',
            },
          ]}
        />
        <ConsoleOfferList offers={[offer]} label="Offers" />
      </>,
    );
    expect(screen.getByText(/captured 27\/11\/2026 15:00/)).toBeInTheDocument();
    expect(screen.getByText(/01\/01\/2026 to 31\/12\/2099/)).toBeInTheDocument();
  });
});

describe("Staff console: dates typed and read as dd/mm/yyyy, whatever the desk computer's locale", () => {
  it("shows the queue's service date filter as dd/mm/yyyy and filters on the day typed that way", async () => {
    stubFetch({});
    const onChange = vi.fn();
    const { user } = renderWithProviders(<QueueFiltersForm value={{ status: 'requested', date: '2026-12-08' }} onChange={onChange} />);
    const date = screen.getByLabelText('Service date');
    expect(date).toHaveValue('08/12/2026');
    await user.clear(date);
    await user.type(date, '09/12/2026');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'requested', date: '2026-12-09' });
    // A half-typed day does not filter on anything.
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ date: '09/12' }));
  });
});

describe('Staff console: urgency in colour as well as words', () => {
  it('colours an overdue card red and one due within 4 hours amber; a later one stays plain', () => {
    stubFetch({});
    renderWithProviders(
      <QueueList
        items={[
          item({ id: 'a', reference: 'GLF-LATE', answer_by: inHours(-1) }),
          item({ id: 'b', reference: 'GLF-SOON', answer_by: inHours(2) }),
          item({ id: 'c', reference: 'GLF-LATER', answer_by: inHours(30) }),
        ]}
      />,
    );
    const card = (reference: string) => screen.getByRole('link', { name: reference }).closest('li')!;
    expect(card('GLF-LATE')).toHaveClass('border-red-700', 'border-l-8');
    expect(within(card('GLF-LATE')).getByText('Overdue')).toHaveClass('bg-red-700');
    expect(card('GLF-SOON')).toHaveClass('border-amber-600', 'border-l-8');
    expect(within(card('GLF-SOON')).getByText('Due soon')).toHaveClass('bg-amber-100');
    expect(card('GLF-LATER')).not.toHaveClass('border-l-8');
  });
});

describe('Staff console: expiring an offer is never a red button on every row', () => {
  it('leaves Expire off the offer list, keeping the quiet moves', () => {
    stubFetch({});
    renderWithProviders(<ConsoleOfferList offers={[offer, { ...offer, id: 'other', name: 'Free dessert' }]} label="Offers" />);
    const list = screen.getByRole('list', { name: 'Offers' });
    expect(within(list).queryByRole('button', { name: /^Expire/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Pause/ })).toHaveLength(2);
    expect(list.querySelector('.bg-red-700')).toBeNull();
  });

  it("on the offer's page, Expire is a secondary action that asks before it sends anything", async () => {
    const PUT = 'PUT /api/offer/offers/:id';
    const api = signInToConsole('admin', {
      'GET /api/offer/categories': reply(200, { data: [{ id: offer.category_id, name: 'Dining', icon: 'dining', offer_count: 3 }] }),
      'GET /api/core/cards': reply(200, { data: [] }),
      'GET /api/offer/manage/offers/:id': reply(200, { data: offer }),
      [PUT]: reply(200, { msg: messages.offerUpdated, data: { ...offer, status: 'expired', next_statuses: [] } }),
    });
    const { user } = renderWithProviders(<OpsOfferPage />, { route: `/ops/offers/${offer.id}`, path: '/ops/offers/:id' });
    const expire = await screen.findByRole('button', { name: 'Expire 25% off dinner' });
    expect(expire).not.toHaveClass('bg-red-700');

    await user.click(expire);
    const confirm = screen.getByRole('group', { name: 'Confirm expiry' });
    expect(confirm).toHaveTextContent('Expire 25% off dinner? Cardholders can no longer see or redeem it');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('group', { name: 'Confirm expiry' })).not.toBeInTheDocument();
    expect(api.requests(PUT)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Expire 25% off dinner' }));
    await user.click(within(screen.getByRole('group', { name: 'Confirm expiry' })).getByRole('button', { name: 'Yes, expire the offer' }));
    expect(await screen.findByText(messages.offerUpdated)).toBeInTheDocument();
    expect(api.requests(PUT)[0]?.body).toEqual({ status: 'expired' });
  });
});
