import { lazy } from 'react';
import { BadgeCheck, CalendarCheck, CreditCard, MapPin, Trophy, Users } from 'lucide-react';
import { bookingKinds } from '@portal/contract';
import { KindServicePage } from '@/components/kind-booking/kind-service-page';
import { preloadDialog } from '@/components/ui/dialog';
import { theme } from '@/theme/theme';
import { checkTurfBin } from '../api/check-turf-bin';
import { TurfVenuesByCity } from '../components/turf-venues-by-city';

// The dialog (its form, validation and Radix) loads when a booking starts, alongside the card check.
const loadBookingDialog = () => import('../components/turf-booking-dialog');
const TurfBookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.TurfBookingDialog })));
const preloadBooking = () => {
  void loadBookingDialog().catch(() => {});
  void preloadDialog().catch(() => {});
};

const kind = bookingKinds.TurfEnquiry;

const highlights = [
  { icon: Trophy, text: 'Complimentary one-hour slots for football, box cricket and pickleball.' },
  { icon: MapPin, text: 'Partner turfs in 11 cities, listed below by city.' },
  { icon: Users, text: 'Bring your team: from 2 to 22 players, you included.' },
  {
    icon: CalendarCheck,
    text: "Each slot uses one of your card's complimentary turf slots for the year; the number depends on your card.",
  },
  { icon: CreditCard, text: `A card authentication fee of Rs.${kind.feeRupees} is paid online with each request.` },
  { icon: BadgeCheck, text: kind.nextStep },
];

const steps = [
  'Log in with your card and mobile number.',
  'Choose a city, a turf, the sport, a day and a one-hour slot, for 2 to 22 players.',
  `Pay the Rs.${kind.feeRupees} card authentication fee online.`,
  kind.nextStep,
];

export default function TurfPage() {
  return (
    <KindServicePage
      kind={kind}
      checkBin={checkTurfBin}
      Dialog={TurfBookingDialog}
      preload={preloadBooking}
      picture={theme.pictures.turf}
      icon={Trophy}
      eyebrow={kind.label}
      heading="Book a sports turf"
      intro="Complimentary one-hour slots for football, box cricket and pickleball at partner turfs in 11 cities."
      action="Book a turf slot"
      stickyAction="Book a slot"
      service="complimentary turf slots"
      unit="slots"
      highlights={{ id: 'turf-benefits', heading: 'Cardholder benefits', items: highlights }}
      steps={steps}
      list={{ id: 'turf-venues', heading: 'Turfs', content: <TurfVenuesByCity /> }}
    />
  );
}
