import { useEffect, useRef } from 'react';
import { useParams } from '@/lib/router';
import { bookingKinds, messages, parseBookingDateTime } from '@portal/contract';
import { AirportCheckout } from '@/components/airport-booking/airport-checkout';
import { ApiError } from '@/lib/api-client';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { requestSignIn } from '@/lib/sign-in';
import { useTransferEnquiry } from '../api/get-transfer-enquiry';

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

  const data = enquiry.data?.data;
  const when = data ? parseBookingDateTime(data.attributes.booking_date_time) : undefined;
  return (
    <AirportCheckout
      title={messages.transferCheckoutTitle}
      back={{ to: bookingKinds.AirportTransfer.paths.landing, label: 'Back to Airport Transfers' }}
      problem={
        enquiry.isError
          ? enquiry.error instanceof ApiError && enquiry.error.status === 404
            ? messages.notFound
            : messages.pleaseLogin
          : undefined
      }
      booking={
        data && {
          id: data.id,
          purpose: 'airport-transfer',
          service: `Airport ${data.attributes.request_info.travel_type === 'Drop' ? 'drop' : 'pick-up'}`,
          airport: data.attributes.request_info.airport,
          date: when ? formatIstDate(when.date) : data.attributes.booking_date_time,
          time: when ? formatIstTime(when.hour, when.minute) : '',
          guests: data.attributes.request_info.traveller_count,
        }
      }
    />
  );
}
