import { AIRPORT_FEE_RUPEES, messages, type PaymentPurpose } from '@portal/contract';
import { CheckoutTemplate, type CheckoutTemplateProps } from '@/components/checkout/checkout-template';
import { paths } from '@/config/paths';

/** An airport service's request as its summary shows it: the date and time already in words. */
export interface AirportCheckoutBooking {
  id: string;
  purpose: PaymentPurpose;
  /** The complimentary service ('Airport concierge visit'). */
  service: string;
  airport: string;
  date: string;
  time: string;
  /** Who travels with the cardholder. */
  guests: number;
  /** The flight the member gave ('AI 864'), so they can check it before paying; optional for a concierge visit. */
  flight?: string;
}

export interface AirportCheckoutProps extends Pick<CheckoutTemplateProps, 'title' | 'back' | 'problem'> {
  /** undefined while loading. */
  booking: AirportCheckoutBooking | undefined;
}

/**
 * The airport services' checkout (a concierge visit, a transfer): the same crumbs, the airport fee, and the summary
 * both show: the airport, the date, the time, the flight when one was given, and the adults (the cardholder and any guests).
 */
export function AirportCheckout({ booking, ...page }: AirportCheckoutProps) {
  return (
    <CheckoutTemplate
      {...page}
      crumbs={[{ label: 'Home', to: paths.home }, { label: messages.airportEnquiryCrumb }]}
      booking={
        booking && {
          id: booking.id,
          purpose: booking.purpose,
          fee: AIRPORT_FEE_RUPEES,
          service: booking.service,
          rows: [
            { label: 'Airport', value: booking.airport },
            { label: 'Date', value: booking.date },
            { label: 'Time', value: booking.time },
            ...(booking.flight ? [{ label: 'Flight', value: booking.flight }] : []),
            { label: messages.numberOfAdults, value: `1${booking.guests > 0 ? messages.guestSuffix(booking.guests) : ''}` },
          ],
        }
      }
    />
  );
}
