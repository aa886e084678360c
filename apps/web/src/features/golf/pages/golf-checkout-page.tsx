import { useParams } from '@/lib/router';
import { GOLF_FEE_RUPEES, hourLabel, parseBookingDateTime } from '@portal/contract';
import { PaymentWidget } from '@/components/payment-widget/payment-widget';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rupees } from '@/lib/format';
import { useGolfEnquiry } from '../api/get-golf-enquiry';

const mediumDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Spec 02 §2 'Golf checkout': the enquiry's summary, then the payment widget (purpose golf). */
export default function GolfCheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useGolfEnquiry(enquiryId);
  const attributes = enquiry.data?.attributes;
  const when = attributes ? parseBookingDateTime(attributes.booking_date_time) : undefined;
  const rows: [string, string][] = attributes ? [
    ['Golf Course', attributes.request_info.golf_course],
    ['Date', when ? mediumDate(when.date) : attributes.booking_date_time],
    ['Time', when ? hourLabel(when.hour, when.minute) : ''],
    ['Number of Adults', attributes.request_info.club_member_name ? '1 (+1 Guest)' : '1'],
    ['Total Cost', rupees(GOLF_FEE_RUPEES)],
    ['Online Booking Amount', rupees(GOLF_FEE_RUPEES)],
  ] : [];

  return (
    <Page title="Complete your golf enquiry" heading={null}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Golf', to: paths.golf }]} />
      <h1 className="mb-6 text-3xl font-semibold">Make Payment</h1>
      {enquiry.isPending && <Spinner label="Loading your enquiry" />}
      {enquiry.isError && <p role="alert" className="text-red-700">{enquiry.error.message}</p>}
      {attributes && (
        <>
          <section aria-labelledby="golf-summary" className="mb-6 max-w-xl rounded-lg border border-stone-200 bg-white p-5">
            <h2 id="golf-summary" className="mb-3 text-xl font-semibold">Booking summary</h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              {rows.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-stone-700">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="max-w-xl">
            <PaymentWidget purpose="golf" bookingId={enquiryId} amount={GOLF_FEE_RUPEES} />
          </div>
        </>
      )}
    </Page>
  );
}
