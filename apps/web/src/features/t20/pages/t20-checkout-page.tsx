import { bookingKinds } from '@portal/contract';
import { KindCheckoutPage } from '@/components/kind-booking/kind-checkout-page';
import { formatIstDateTime } from '@/lib/format-ist';
import { useT20Enquiry } from '../api/get-t20-enquiry';

/** The ticket request's summary, then the payment widget (purpose t20). */
export default function T20CheckoutPage() {
  return (
    <KindCheckoutPage
      kind={bookingKinds.T20Enquiry}
      title="Complete your T20 ticket request"
      useEnquiry={useT20Enquiry}
      summary={(info, attributes) => ({
        service: info.tickets === 1 ? '1 T20 ticket' : `${info.tickets} T20 tickets`,
        rows: [
          { label: 'Match', value: info.match },
          { label: 'Stadium', value: `${info.stadium}, ${attributes.city}` },
          { label: 'First ball', value: `${formatIstDateTime(attributes.service_at)} IST` },
          { label: 'Stand', value: info.stand },
          { label: 'Tickets', value: String(info.tickets) },
        ],
      })}
    />
  );
}
