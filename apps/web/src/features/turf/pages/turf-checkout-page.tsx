import { bookingKinds, parseBookingDateTime, turfSportLabels } from '@portal/contract';
import { KindCheckoutPage } from '@/components/kind-booking/kind-checkout-page';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { useTurfEnquiry } from '../api/get-turf-enquiry';

/** The turf request's summary, then the payment widget (purpose turf). */
export default function TurfCheckoutPage() {
  return (
    <KindCheckoutPage
      kind={bookingKinds.TurfEnquiry}
      title="Complete your turf booking"
      useEnquiry={useTurfEnquiry}
      summary={(info, attributes) => {
        const when = parseBookingDateTime(attributes.booking_date_time);
        return {
          service: 'Turf slot',
          rows: [
            { label: 'Turf', value: `${info.turf_venue}, ${attributes.city}` },
            { label: 'Sport', value: turfSportLabels[info.sport] },
            { label: 'Date', value: when ? formatIstDate(when.date) : attributes.booking_date_time },
            {
              label: 'Slot',
              value: when ? `${formatIstTime(when.hour, when.minute)} to ${formatIstTime((when.hour + 1) % 24, when.minute)}` : '',
            },
            { label: 'Players', value: String(info.players) },
          ],
        };
      }}
    />
  );
}
