import { useEffect, useState } from 'react';
import { useNavigate, useParams } from '@/lib/router';
import { bookingKinds, messages } from '@portal/contract';
import { AirportCheckout } from '@/components/airport-booking/airport-checkout';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { readCurrentUser } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useConciergeEnquiry } from '../api/get-concierge-enquiry';

/** Spec 02 §2 'Airport concierge checkout': sign-in first when no user is stored; a failure goes back to the landing. */
export default function ConciergeCheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(() => readCurrentUser() !== null);
  const enquiry = useConciergeEnquiry(enquiryId, signedIn);

  useEffect(() => {
    if (signedIn) return;
    void requestSignIn({ width: 500 }).then((result) => {
      if (result === 'true' && readCurrentUser()) setSignedIn(true);
      else void navigate(bookingKinds.AirportVipPrivilege.paths.landing, { replace: true });
    });
  }, [signedIn, navigate]);

  useEffect(() => {
    if (enquiry.isError) void navigate(bookingKinds.AirportVipPrivilege.paths.landing, { replace: true });
  }, [enquiry.isError, navigate]);

  const detail = enquiry.data?.attributes;
  const [hour = 0, minute = 0] = (detail?.booking_time ?? '').split(':').map(Number);
  return (
    <AirportCheckout
      title={messages.makePayment}
      back={{ to: bookingKinds.AirportVipPrivilege.paths.landing, label: 'Back to Airport Concierge Service' }}
      booking={
        detail && {
          id: enquiryId,
          purpose: 'airport',
          service: 'Airport concierge visit',
          airport: detail.airport,
          date: formatIstDate(detail.booking_date),
          time: formatIstTime(hour, minute),
          guests: detail.guest_count,
          flight: typeof detail.request_info.flight_number === 'string' ? detail.request_info.flight_number : undefined,
        }
      }
    />
  );
}
