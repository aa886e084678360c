import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages, type PaymentPurpose } from '@portal/contract';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { BookingSummary, type SummaryRow } from '@/components/ui/booking-summary';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Stepper } from '@/components/ui/stepper';
import { Link } from '@/lib/router';
import { PaymentWidgetSlot } from './payment-slot';

export const checkoutSteps = ['Request', 'Pay', 'Confirmed'] as const;

export interface CheckoutBooking {
  /** The booking id the widget pays for. */
  id: string;
  rows: readonly SummaryRow[];
  /** The complimentary service's name, e.g. 'Golf game'. */
  service: string;
  fee: number;
  purpose: PaymentPurpose;
}

export interface CheckoutTemplateProps {
  /** The document title (spec 02 §2 page titles). */
  title: string;
  crumbs: { label: string; to?: string }[];
  back: { to: string; label: string };
  /** undefined while loading. */
  booking: CheckoutBooking | undefined;
  /** Shown instead of the summary when the booking cannot be loaded. */
  problem?: ReactNode;
}

/**
 * Every service's checkout (spec 02 §2): breadcrumb and back link, 'Make Payment', the steps, what is booked with
 * the complimentary service and the fee, then the payment widget. A new kind passes its rows and fee.
 */
export function CheckoutTemplate({ title, crumbs, back, booking, problem }: CheckoutTemplateProps) {
  return (
    <Page title={title} heading={null}>
      <Breadcrumb items={crumbs} />
      <Link to={back.to} className="mb-4 inline-flex min-h-6 items-center text-accent underline">
        <ChevronDown aria-hidden="true" className="mr-1 size-4 rotate-90" />
        {back.label}
      </Link>
      <h1 className="mb-4 text-3xl font-semibold text-stone-900">{messages.makePayment}</h1>
      <Stepper steps={checkoutSteps} current={1} />
      {problem ? (
        <div role="alert" className="text-stone-800">
          {problem}
        </div>
      ) : !booking ? (
        <Spinner label="Loading your enquiry" />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <BookingSummary rows={booking.rows} service={booking.service} fee={booking.fee} />
          <PaymentWidgetSlot purpose={booking.purpose} bookingId={booking.id} amount={booking.fee} />
        </div>
      )}
    </Page>
  );
}
