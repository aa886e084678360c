import { MapPin, Trophy, Users } from 'lucide-react';
import { bookingKinds } from '@portal/contract';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { KindServicePage } from '@/components/kind-booking/kind-service-page';
import { theme } from '@/theme/theme';
import { checkTurfBin } from '../api/check-turf-bin';
import { TurfVenuesByCity } from '../components/turf-venues-by-city';

// The booking dialog loads when a booking starts, alongside the card check.
const bookingDialog = lazyBookingDialog(() => import('../components/turf-booking-dialog').then((m) => m.TurfBookingDialog));

const highlights = [
  { icon: Trophy, text: 'Complimentary one-hour slots for football, box cricket and pickleball.' },
  { icon: MapPin, text: 'Partner turfs in 11 cities, listed below by city.' },
  { icon: Users, text: 'Bring your team: from 2 to 22 players, you included.' },
];

export default function TurfPage() {
  return (
    <KindServicePage
      kind={bookingKinds.TurfEnquiry}
      checkBin={checkTurfBin}
      dialog={bookingDialog}
      picture={theme.pictures.turf}
      icon={Trophy}
      heading="Book a sports turf"
      intro="Complimentary one-hour slots for football, box cricket and pickleball at partner turfs in 11 cities."
      action="Book a turf slot"
      stickyAction="Book a slot"
      service="complimentary turf slots"
      unit={{ one: 'slot', many: 'slots' }}
      highlights={{ id: 'turf-benefits', items: highlights }}
      choose="Choose a city, a turf, the sport, a day and a one-hour slot, for 2 to 22 players."
      list={{ id: 'turf-venues', heading: 'Turfs', content: <TurfVenuesByCity /> }}
    />
  );
}
