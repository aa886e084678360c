import { CANCELLATION_CUTOFF_HOURS, messages } from '@portal/contract';
import { rupees } from '@/lib/format';
import { HeadedSection } from './headed-section';

export interface SummaryRow {
  label: string;
  value: string;
}

export interface BookingSummaryProps {
  /** What is booked, in the spec's order (e.g. Golf Course, Date, Time, Number of Adults). */
  rows: readonly SummaryRow[];
  /** The service itself, shown as 'Complimentary' (e.g. 'Golf game'). */
  service: string;
  /** The card-authentication fee: the total and the amount paid online. */
  fee: number;
}

/** The checkout's summary: what is booked, the complimentary service, and the fee with its refund rule. */
export function BookingSummary({ rows, service, fee }: BookingSummaryProps) {
  return (
    <HeadedSection
      headingId="booking-summary-heading"
      heading="Booking summary"
      headingClassName="mb-3 text-xl font-semibold"
      className="h-fit rounded-lg border border-stone-200 bg-white p-5"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="font-medium text-stone-900">{row.value}</dd>
          </div>
        ))}
        <div className="col-span-2 my-1 border-t border-stone-200" aria-hidden="true" />
        <dt className="text-stone-700">{service}</dt>
        <dd className="font-medium text-green-800">{messages.complimentary}</dd>
        <dt className="text-stone-700">{messages.totalCost}</dt>
        <dd className="font-medium text-stone-900">{rupees(fee)}</dd>
        <dt className="text-stone-700">{messages.onlineBookingAmount}</dt>
        <dd className="font-semibold text-stone-900">{rupees(fee)}</dd>
      </dl>
      <p className="mt-3 rounded-md bg-stone-100 p-3 text-sm text-stone-700">
        <span className="font-medium text-stone-900">Card authentication fee.</span>{' '}
        {messages.authenticationFeeRefund(CANCELLATION_CUTOFF_HOURS)}
      </p>
    </HeadedSection>
  );
}
