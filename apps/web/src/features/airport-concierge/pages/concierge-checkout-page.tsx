import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { AIRPORT_FEE_RUPEES, messages } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { paths } from '@/config/paths';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { readCurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useConciergeEnquiry } from '../api/get-concierge-enquiry';

/** Spec 02 §2 'Airport concierge checkout': sign-in first when no user is stored; a failure goes back to the landing. */
export default function ConciergeCheckoutPage() {
  const { enquiryId = '' } = useParams();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => readCurrentUser() !== null);
  const enquiry = useConciergeEnquiry(enquiryId, signedIn);

  useEffect(() => {
    if (signedIn) return;
    void requestSignIn({ width: 500 }).then((result) => {
      if (result === 'true' && readCurrentUser()) setSignedIn(true);
      else void navigate(paths.airportConcierge, { replace: true });
    });
  }, [signedIn, navigate]);

  useEffect(() => {
    if (enquiry.isError) void navigate(paths.airportConcierge, { replace: true });
  }, [enquiry.isError, navigate]);

  const detail = enquiry.data?.attributes;
  const [hour = 0, minute = 0] = (detail?.booking_time ?? '').split(':').map(Number);
  return (
    <CheckoutTemplate
      title={messages.makePayment}
      crumbs={[{ label: 'Home', to: paths.home }, { label: messages.airportEnquiryCrumb }]}
      back={{ to: paths.airportConcierge, label: 'Back to Airport Concierge Service' }}
      booking={
        detail && {
          id: enquiryId,
          purpose: 'airport',
          fee: AIRPORT_FEE_RUPEES,
          service: 'Airport concierge visit',
          rows: [
            { label: 'Airport', value: detail.airport },
            { label: 'Date', value: formatIstDate(detail.booking_date) },
            { label: 'Time', value: formatIstTime(hour, minute) },
            { label: messages.numberOfAdults, value: `1${detail.guest_count > 0 ? messages.guestSuffix(detail.guest_count) : ''}` },
          ],
        }
      }
    />
  );
}
