import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPartsProvider, type PaymentWidgetProps } from '@/components/checkout/payment-slot';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { AirportCheckout, type AirportCheckoutBooking } from './airport-checkout';

/** The payments feature's widget stands in as what it was asked to pay. */
const parts = {
  Widget: ({ purpose, bookingId, amount }: PaymentWidgetProps) => <p>{`Pay ${purpose} ${bookingId} Rs.${amount}`}</p>,
  SavedCards: () => null,
};

const visit: AirportCheckoutBooking = {
  id: 'enq-7',
  purpose: 'airport',
  service: 'Airport concierge visit',
  airport: 'Mumbai T2',
  date: '30 Nov 2026',
  time: '3:30 PM',
  guests: 0,
};

function renderCheckout(booking: AirportCheckoutBooking | undefined) {
  stubFetch({});
  return renderWithProviders(
    <PaymentPartsProvider value={parts}>
      <AirportCheckout title={messages.makePayment} back={{ to: '/airport-concierge-service', label: 'Back' }} booking={booking} />
    </PaymentPartsProvider>,
  );
}

/** The summary's rows as label → value. */
const summary = () =>
  Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('AirportCheckout', () => {
  it('sums up the airport, date, time and adults, and pays the airport fee for the request', () => {
    renderCheckout(visit);
    expect(summary()).toMatchObject({
      Airport: 'Mumbai T2',
      Date: '30 Nov 2026',
      Time: '3:30 PM',
      [messages.numberOfAdults]: '1',
      'Airport concierge visit': messages.complimentary,
    });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText(messages.airportEnquiryCrumb)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Pay airport enq-7 Rs.1')).toBeInTheDocument();
  });

  it('counts the guests beside the cardholder', () => {
    renderCheckout({ ...visit, guests: 2 });
    expect(summary()[messages.numberOfAdults]).toBe(`1${messages.guestSuffix(2)}`);
  });

  it('shows the flight the member typed, after the time (issue 30)', () => {
    renderCheckout({ ...visit, flight: 'AI 864' });
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(summary()).toMatchObject({ Flight: 'AI 864' });
    expect(labels.indexOf('Flight')).toBe(labels.indexOf('Time') + 1);
  });

  it('has no flight row when no flight was given', () => {
    renderCheckout(visit);
    expect(summary()).not.toHaveProperty('Flight');
  });

  it('waits for the request', () => {
    renderCheckout(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your enquiry');
  });
});
