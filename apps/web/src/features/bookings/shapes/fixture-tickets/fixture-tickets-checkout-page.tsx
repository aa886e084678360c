import { bookingKinds, type BookingType } from '@portal/contract';
import { KindCheckoutPage } from '@/components/kind-booking/kind-checkout-page';
import { formatIstDateTime } from '@/lib/format-ist';
import { useShapedEnquiry } from '../shaped-enquiry-api';
import type { FixtureTicketsKindFacts } from './fixture-tickets-types';

type FixtureTicketsEnquiry = {
  attributes: { city: string; service_at: string; request_info: { match: string; stadium: string; stand: string; tickets: number } };
};

/** A fixture kind's request, summarised, then the payment widget (its purpose). */
export default function FixtureTicketsCheckoutPage({ type, shaped }: { type: BookingType; shaped: FixtureTicketsKindFacts }) {
  const { words } = shaped;
  const useEnquiry = (id: string) => useShapedEnquiry<FixtureTicketsEnquiry>(type, id);
  return (
    <KindCheckoutPage
      kind={bookingKinds[type]}
      title={words.checkout.title}
      useEnquiry={useEnquiry}
      summary={(info, attributes) => ({
        service: info.tickets === 1 ? `1 ${words.ticket}` : `${info.tickets} ${words.ticket}s`,
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
