import { bookingKinds } from '@portal/contract';
import { CheckoutTemplate } from '@/components/checkout/checkout-template';
import { paths } from '@/config/paths';
import { formatIstDateTime } from '@/lib/format-ist';
import { useParams } from '@/lib/router';
import { useT20Enquiry } from '../api/get-t20-enquiry';

const kind = bookingKinds.T20Enquiry;

/** The ticket request's summary, then the payment widget (purpose t20). */
export default function T20CheckoutPage() {
  const { enquiry_id: enquiryId = '' } = useParams();
  const enquiry = useT20Enquiry(enquiryId);
  const attributes = enquiry.data?.attributes;
  const info = attributes?.request_info;
  return (
    <CheckoutTemplate
      title="Complete your T20 ticket request"
      crumbs={[{ label: 'Home', to: paths.home }, { label: kind.label, to: paths.t20 }]}
      back={{ to: paths.t20, label: `Back to ${kind.label}` }}
      problem={enquiry.isError ? enquiry.error.message : undefined}
      booking={attributes && info && {
        id: enquiryId,
        purpose: kind.purpose,
        fee: kind.feeRupees,
        service: info.tickets === 1 ? '1 T20 ticket' : `${info.tickets} T20 tickets`,
        rows: [
          { label: 'Match', value: info.match },
          { label: 'Stadium', value: `${info.stadium}, ${attributes.city}` },
          { label: 'First ball', value: `${formatIstDateTime(attributes.service_at)} IST` },
          { label: 'Stand', value: info.stand },
          { label: 'Tickets', value: String(info.tickets) },
          { label: 'Confirmation', value: kind.nextStep },
        ],
      }}
    />
  );
}
