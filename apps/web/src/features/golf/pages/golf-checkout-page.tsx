import { useParams } from '@/lib/router';
import { bookingKinds, GOLF_FEE_RUPEES, messages, parseBookingDateTime } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { paths } from '@/config/paths';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { useGolfEnquiry } from '../api/get-golf-enquiry';

/** Spec 02 §2 'Golf checkout': the enquiry's summary, then the payment widget (purpose golf). */
export default function GolfCheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useGolfEnquiry(enquiryId);
  const attributes = enquiry.data?.attributes;
  const when = attributes ? parseBookingDateTime(attributes.booking_date_time) : undefined;
  return (
    <CheckoutTemplate
      title={messages.golfCheckoutTitle}
      crumbs={[
        { label: 'Home', to: paths.home },
        { label: 'Golf', to: bookingKinds.GolfEnquiry.paths.landing },
      ]}
      back={{ to: bookingKinds.GolfEnquiry.paths.landing, label: 'Back to Golf' }}
      problem={enquiry.isError ? enquiry.error.message : undefined}
      booking={
        attributes && {
          id: enquiryId,
          purpose: 'golf',
          fee: GOLF_FEE_RUPEES,
          service: attributes.booking_type === 'learn' ? 'Golf lesson' : 'Golf game',
          rows: [
            { label: 'Golf Course', value: attributes.request_info.golf_course },
            { label: 'Date', value: when ? formatIstDate(when.date) : attributes.booking_date_time },
            { label: 'Time', value: when ? formatIstTime(when.hour, when.minute) : '' },
            { label: messages.numberOfAdults, value: attributes.request_info.club_member_name ? `1${messages.guestSuffix(1)}` : '1' },
          ],
        }
      }
    />
  );
}
