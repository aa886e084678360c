import { bookingKinds, parseBookingDateTime, turfSportLabels } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { paths } from '@/config/paths';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { useParams } from '@/lib/router';
import { useTurfEnquiry } from '../api/get-turf-enquiry';

const kind = bookingKinds.TurfEnquiry;

/** The turf request's summary, then the payment widget (purpose turf). */
export default function TurfCheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useTurfEnquiry(enquiryId);
  const attributes = enquiry.data?.attributes;
  const when = attributes ? parseBookingDateTime(attributes.booking_date_time) : undefined;
  const info = attributes?.request_info;
  return (
    <CheckoutTemplate
      title="Complete your turf booking"
      crumbs={[{ label: 'Home', to: paths.home }, { label: kind.label, to: paths.turf }]}
      back={{ to: paths.turf, label: `Back to ${kind.label}` }}
      problem={enquiry.isError ? enquiry.error.message : undefined}
      booking={attributes && info && {
        id: enquiryId,
        purpose: kind.purpose,
        fee: kind.feeRupees,
        service: 'Turf slot',
        rows: [
          { label: 'Turf', value: `${info.turf_venue}, ${attributes.city}` },
          { label: 'Sport', value: turfSportLabels[info.sport] },
          { label: 'Date', value: when ? formatIstDate(when.date) : attributes.booking_date_time },
          { label: 'Slot', value: when ? `${formatIstTime(when.hour, when.minute)} to ${formatIstTime((when.hour + 1) % 24, when.minute)}` : '' },
          { label: 'Players', value: String(info.players) },
          { label: 'Confirmation', value: kind.nextStep },
        ],
      }}
    />
  );
}
