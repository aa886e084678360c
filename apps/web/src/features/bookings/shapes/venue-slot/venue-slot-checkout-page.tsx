import { bookingKinds, parseBookingDateTime, type BookingType } from '@portal/contract';
import { KindCheckoutPage } from '@/components/kind-booking/kind-checkout-page';
import { formatIstDate, formatIstTime } from '@/lib/format-ist';
import { useShapedEnquiry } from '../shaped-enquiry-api';
import { activityNames, type VenueSlotKindFacts } from './venue-slot-types';

type VenueSlotEnquiry = { attributes: { booking_date_time: string; city: string; request_info: Record<string, string | number> } };

/** A venue kind's request, summarised, then the payment widget (its purpose). */
export default function VenueSlotCheckoutPage({ type, shaped }: { type: BookingType; shaped: VenueSlotKindFacts }) {
  const { words } = shaped;
  const kind = bookingKinds[type];
  const useEnquiry = (id: string) => useShapedEnquiry<VenueSlotEnquiry>(type, id);
  return (
    <KindCheckoutPage
      kind={kind}
      title={words.checkout.title}
      useEnquiry={useEnquiry}
      summary={(info, attributes) => {
        const when = parseBookingDateTime(attributes.booking_date_time);
        return {
          service: words.booked,
          rows: [
            { label: words.venue.label, value: `${info[kind.titleKey]}, ${attributes.city}` },
            { label: words.activity.label, value: activityNames(type)[String(info.sport)] ?? String(info.sport) },
            { label: 'Date', value: when ? formatIstDate(when.date) : attributes.booking_date_time },
            {
              label: 'Slot',
              value: when ? `${formatIstTime(when.hour, when.minute)} to ${formatIstTime((when.hour + 1) % 24, when.minute)}` : '',
            },
            { label: words.people.label, value: String(info.players) },
          ],
        };
      }}
    />
  );
}
