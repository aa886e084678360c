import { AIRPORT_FEE_RUPEES, hourLabel, messages, parseBookingDateTime, type TransferEnquiryDetail } from '@portal/contract';
import { rupees } from '@/lib/format';

/** 'Mar 10, 2030': the medium date format, for a calendar date with no time zone of its own. */
const mediumDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Spec 02 §2 'Airport transfer checkout' summary. */
export function TransferSummary({ enquiry }: { enquiry: TransferEnquiryDetail['data'] }) {
  const { booking_date_time, request_info } = enquiry.attributes;
  const when = parseBookingDateTime(booking_date_time);
  const guests = request_info.traveller_count;
  const rows = [
    { label: 'Airport', value: request_info.airport },
    { label: 'Date', value: when ? mediumDate(when.date) : booking_date_time },
    { label: 'Time', value: when ? hourLabel(when.hour, when.minute) : '' },
    { label: messages.numberOfAdults, value: `1${guests > 0 ? messages.guestSuffix(guests) : ''}` },
    { label: messages.totalCost, value: rupees(AIRPORT_FEE_RUPEES) },
    { label: messages.onlineBookingAmount, value: rupees(AIRPORT_FEE_RUPEES) },
  ];
  return (
    <section aria-labelledby="transfer-summary" className="mb-6 rounded-lg border border-stone-200 bg-white p-5">
      <h2 id="transfer-summary" className="mb-3 text-xl font-semibold">Booking summary</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-stone-700">{row.label}</dt>
            <dd className="font-medium text-stone-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
