import { messages, type ConciergeDetail } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPartsProvider, type PaymentWidgetProps } from '@/components/checkout/payment-slot';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import ConciergeCheckoutPage from './concierge-checkout-page';

const ID = '7f1c3a0e-0000-4000-8000-0000000000a1';
const parts = {
  Widget: ({ purpose, bookingId, amount }: PaymentWidgetProps) => <p>{`Pay ${purpose} ${bookingId} Rs.${amount ?? ''}`}</p>,
  SavedCards: () => null,
};

function detail(requestInfo: Record<string, unknown>): ConciergeDetail {
  return {
    data: {
      id: ID,
      type: 'airport_vip_privilege',
      attributes: {
        reference: 'AC-1001',
        status: 'pending_payment',
        airport: 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2',
        booking_date: '2026-12-05',
        booking_time: '15:30',
        guest_count: 0,
        booking_date_time: 'Sat, 5 Dec 2026 3:30:00 pm',
        amount: 1,
        request_info: { airport: 'Chhatrapati Shivaji Maharaj International Airport - Terminal 2', guest_count: 0, ...requestInfo },
        uploads: [],
      },
    },
  };
}

function renderPage(requestInfo: Record<string, unknown>) {
  storage.set('token', 'token-1');
  storage.set('currentUser', { id: 'u1', name: 'Asha', full_name: 'Asha Rao', bin: '41000001' });
  stubFetch({ 'GET /api/booking/airport_vip_privileges_enquiries/:id': reply(200, detail(requestInfo)) });
  return renderWithProviders(
    <PaymentPartsProvider value={parts}>
      <ConciergeCheckoutPage />
    </PaymentPartsProvider>,
    { route: `/airport-vip-privileges/${ID}/checkout`, path: '/airport-vip-privileges/:enquiry_id/checkout' },
  );
}

/** The summary's rows, in order, as [label, value]. */
const rows = () => screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the concierge checkout (issue 30: the flight the member typed)', () => {
  it('shows the flight number in the summary, after the time', async () => {
    renderPage({ flight_number: 'AI 864' });
    await screen.findByText('3:30 PM');
    expect(rows()).toEqual(
      expect.arrayContaining([
        ['Time', '3:30 PM'],
        ['Flight', 'AI 864'],
        [messages.numberOfAdults, '1'],
      ]),
    );
    const labels = rows().map(([label]) => label);
    expect(labels.indexOf('Flight')).toBe(labels.indexOf('Time') + 1);
    expect(screen.getByText(`Pay airport ${ID} Rs.1`)).toBeInTheDocument();
  });

  it('leaves the row out when no flight was given (the field is optional)', async () => {
    renderPage({ flight_number: '' });
    await screen.findByText('3:30 PM');
    expect(rows().map(([label]) => label)).not.toContain('Flight');
  });
});
