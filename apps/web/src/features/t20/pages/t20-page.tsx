import { lazy } from 'react';
import { BadgeCheck, CalendarCheck, Clock, CreditCard, MapPin, Ticket } from 'lucide-react';
import { bookingKinds, T20_CLOSE_DAYS_BEFORE } from '@portal/contract';
import { KindServicePage } from '@/components/kind-booking/kind-service-page';
import { preloadDialog } from '@/components/ui/dialog';
import { theme } from '@/theme/theme';
import { checkT20Bin } from '../api/check-t20-bin';
import { T20FixtureList } from '../components/t20-fixture-list';

// The dialog (its form, validation and Radix) loads when a request starts, alongside the card check.
const loadBookingDialog = () => import('../components/t20-booking-dialog');
const T20BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.T20BookingDialog })));
const preloadBooking = () => {
  void loadBookingDialog().catch(() => {});
  void preloadDialog().catch(() => {});
};

const kind = bookingKinds.T20Enquiry;

const highlights = [
  { icon: Ticket, text: 'Complimentary tickets to T20 matches: 1 or 2 tickets a request, in the stand you choose.' },
  { icon: MapPin, text: 'We arrange the tickets and tell you where to collect them.' },
  { icon: Clock, text: `Requests for a match close ${T20_CLOSE_DAYS_BEFORE} days before the first ball.` },
  {
    icon: CalendarCheck,
    text: "Each ticket uses one of your card's complimentary T20 tickets for the year; the number depends on your card.",
  },
  { icon: CreditCard, text: `A card authentication fee of Rs.${kind.feeRupees} is paid online with each request.` },
  { icon: BadgeCheck, text: kind.nextStep },
];

const steps = [
  'Log in with your card and mobile number.',
  'Choose a match from the fixture list, a stand, and 1 or 2 tickets.',
  `Pay the Rs.${kind.feeRupees} card authentication fee online.`,
  kind.nextStep,
];

export default function T20Page() {
  return (
    <KindServicePage
      kind={kind}
      checkBin={checkT20Bin}
      Dialog={T20BookingDialog}
      preload={preloadBooking}
      picture={theme.pictures.t20}
      icon={Ticket}
      eyebrow={kind.label}
      heading="T20 match-day tickets"
      intro="Ask for complimentary tickets to a T20 match: we arrange them and tell you where to collect them."
      action="Request tickets"
      stickyAction="Get tickets"
      service="complimentary T20 tickets"
      unit="tickets"
      highlights={{ id: 't20-benefits', heading: 'Cardholder benefits', items: highlights }}
      steps={steps}
      list={{ id: 't20-fixtures', heading: 'Fixtures', content: <T20FixtureList /> }}
    />
  );
}
