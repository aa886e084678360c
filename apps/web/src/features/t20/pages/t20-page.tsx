import { Clock, MapPin, Ticket } from 'lucide-react';
import { bookingKinds, T20_CLOSE_DAYS_BEFORE } from '@portal/contract';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { KindServicePage } from '@/components/kind-booking/kind-service-page';
import { theme } from '@/theme/theme';
import { checkT20Bin } from '../api/check-t20-bin';
import { T20FixtureList } from '../components/t20-fixture-list';

// The booking dialog loads when a booking starts, alongside the card check.
const bookingDialog = lazyBookingDialog(() => import('../components/t20-booking-dialog').then((m) => m.T20BookingDialog));

const highlights = [
  { icon: Ticket, text: 'Complimentary tickets to T20 matches: 1 or 2 tickets a request, in the stand you choose.' },
  { icon: MapPin, text: 'We arrange the tickets and tell you where to collect them.' },
  { icon: Clock, text: `Requests for a match close ${T20_CLOSE_DAYS_BEFORE} days before the first ball.` },
];

export default function T20Page() {
  return (
    <KindServicePage
      kind={bookingKinds.T20Enquiry}
      checkBin={checkT20Bin}
      dialog={bookingDialog}
      picture={theme.pictures.t20}
      icon={Ticket}
      heading="T20 match-day tickets"
      intro="Ask for complimentary tickets to a T20 match: we arrange them and tell you where to collect them."
      action="Request tickets"
      stickyAction="Get tickets"
      service="complimentary T20 tickets"
      unit={{ one: 'ticket', many: 'tickets' }}
      highlights={{ id: 't20-benefits', items: highlights }}
      choose="Choose a match from the fixture list, a stand, and 1 or 2 tickets."
      list={{ id: 't20-fixtures', heading: 'Fixtures', content: <T20FixtureList /> }}
    />
  );
}
