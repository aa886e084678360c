import { useEffect, useRef } from 'react';
import { Link, useParams } from '@/lib/router';
import { AIRPORT_FEE_RUPEES, messages } from '@portal/contract';
import { PaymentWidget } from '@/components/payment-widget/payment-widget';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { requestSignIn } from '@/lib/sign-in';
import { useTransferEnquiry } from '../api/get-transfer-enquiry';
import { TransferSummary } from '../components/transfer-summary';

/** Spec 02 §2 'Airport transfer checkout': summary, then the payment widget (purpose 'airport-transfer', amount 1). */
export default function TransferCheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useTransferEnquiry(enquiryId);
  const askedSignIn = useRef(false);

  // A failed load opens sign-in; once signed in the page reloads its data.
  const { isError, refetch } = enquiry;
  useEffect(() => {
    if (!isError || askedSignIn.current) return;
    askedSignIn.current = true;
    void requestSignIn().then((result) => {
      if (result === 'true') {
        askedSignIn.current = false;
        void refetch();
      }
    });
  }, [isError, refetch]);

  return (
    <Page title={messages.transferCheckoutTitle} heading={null}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home }, { label: messages.airportEnquiryCrumb }]} />
      <Link to={paths.airportTransfers} className="mb-4 inline-block text-accent underline">Back to Airport Transfers</Link>
      <h1 className="mb-6 text-3xl font-semibold text-stone-900">{messages.makePayment}</h1>
      {enquiry.isPending && <Spinner label="Loading your enquiry" />}
      {enquiry.isError && (
        <p role="alert" className="text-stone-800">
          {enquiry.error instanceof ApiError && enquiry.error.status === 404 ? messages.notFound : messages.pleaseLogin}
        </p>
      )}
      {enquiry.data && (
        <>
          <TransferSummary enquiry={enquiry.data.data} />
          <div className="max-w-xl">
            <PaymentWidget purpose="airport-transfer" bookingId={enquiry.data.data.id} amount={AIRPORT_FEE_RUPEES} />
          </div>
        </>
      )}
    </Page>
  );
}
