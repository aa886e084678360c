import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '@/lib/router';
import { AIRPORT_FEE_RUPEES, hourLabel } from '@portal/contract';
import { PaymentWidget } from '@/components/payment-widget/payment-widget';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rupees } from '@/lib/format';
import { requestSignIn } from '@/lib/sign-in';
import { useConciergeEnquiry } from '../api/get-concierge-enquiry';
import { readStoredUser } from '../components/current-user';

const mediumDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Spec 02 §2 'Airport concierge checkout'. */
export default function ConciergeCheckoutPage() {
  const { enquiryId = '' } = useParams();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => readStoredUser() !== null);
  const enquiry = useConciergeEnquiry(enquiryId, signedIn);

  useEffect(() => {
    if (signedIn) return;
    void requestSignIn({ width: 500 }).then((result) => {
      if (result === 'true' && readStoredUser()) setSignedIn(true);
      else void navigate(paths.airportConcierge, { replace: true });
    });
  }, [signedIn, navigate]);

  useEffect(() => {
    if (enquiry.isError) void navigate(paths.airportConcierge, { replace: true });
  }, [enquiry.isError, navigate]);

  const detail = enquiry.data?.attributes;
  const [hour, minute] = (detail?.booking_time ?? '0:0').split(':').map(Number) as [number, number];
  const rows = detail ? [
    ['Airport', detail.airport],
    ['Date', mediumDate(detail.booking_date)],
    ['Time', hourLabel(hour, minute)],
    ['Number of Adults', `1${detail.guest_count > 0 ? ` (+${detail.guest_count} Guest)` : ''}`],
    ['Total Cost', rupees(AIRPORT_FEE_RUPEES)],
    ['Online Booking Amount', rupees(AIRPORT_FEE_RUPEES)],
  ] : [];

  return (
    <Page title="Make Payment">
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: 'Airport Enquiry' }]} />
      <p className="mb-4"><Link to={paths.airportConcierge} className="text-accent underline">← Back to Airport Concierge Service</Link></p>
      {!detail ? <Spinner label="Loading your enquiry" /> : (
        <>
          <section aria-labelledby="summary-heading" className="mb-6 rounded-lg border border-stone-200 bg-white p-6">
            <h2 id="summary-heading" className="mb-4 text-xl font-semibold">Booking summary</h2>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-stone-700">{label}</dt>
                  <dd className="text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="max-w-xl">
            <PaymentWidget purpose="airport" bookingId={enquiryId} amount={AIRPORT_FEE_RUPEES} />
          </div>
        </>
      )}
    </Page>
  );
}
