import { BadgeCheck, CalendarCheck, Flag, GraduationCap, Trophy } from 'lucide-react';
import { GOLF_CONFIRMATION_HOURS, GOLF_FEE_RUPEES, landingMessages, type GolfSessionType } from '@portal/contract';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { Button } from '@/components/ui/button';
import { HeadedSection } from '@/components/ui/headed-section';
import { feeHighlight, ServicePage } from '@/components/ui/service-page';
import { theme } from '@/theme/theme';
import { rupees } from '@/lib/format';
import { GolfCoursesByCity } from '../components/golf-courses-by-city';
import { useGolfBooking } from '../components/use-golf-booking';
import { useLandingQuery } from '../components/use-landing-query';

// The booking dialog loads when a booking starts, alongside the card check.
const { Dialog: GolfBookingDialog, preload: preloadBooking } = lazyBookingDialog(() =>
  import('../components/golf-booking-dialog').then((m) => m.GolfBookingDialog),
);

const benefits = [
  { icon: Flag, text: 'Complimentary green fee rounds at leading golf courses across 11 cities, by card tier.' },
  { icon: GraduationCap, text: 'Complimentary golf lessons with a professional coach for new players.' },
  { icon: Trophy, text: 'Burgundy and Reserve: 50 rounds a year; Select and Vistara Infinite: 6; Vistara Signature: 3.' },
  { icon: BadgeCheck, text: `Bookings are confirmed by the golf course within ${GOLF_CONFIRMATION_HOURS} hours.` },
  feeHighlight(GOLF_FEE_RUPEES),
  { icon: CalendarCheck, text: 'Pick the course, the date and a tee time; your round is held while the course confirms.' },
];

const steps = [
  'Choose a game or a lesson.',
  'Log in with your card and mobile number.',
  `Pick the course, date and time, and pay the ${rupees(GOLF_FEE_RUPEES)} fee.`,
  `The golf course confirms within ${GOLF_CONFIRMATION_HOURS} hours.`,
];

const entries: { type: GolfSessionType; label: string; sub: string; short: string }[] = [
  { type: 'play', label: landingMessages.golfPlayEntry, sub: landingMessages.bookGolfGame, short: 'Book a game' },
  { type: 'learn', label: landingMessages.golfLearnEntry, sub: landingMessages.bookGolfLesson, short: 'Book a lesson' },
];

export default function GolfPage() {
  useLandingQuery();
  const { booking, starting, start, close } = useGolfBooking();
  // The hero's and the phone's sticky buttons for an entry: busy while its own check runs, all held meanwhile.
  const entryButton = (type: GolfSessionType) => ({
    busy: starting === type,
    disabled: starting !== null,
    onClick: () => {
      preloadBooking();
      void start(type);
    },
  });
  return (
    <ServicePage
      title="Golf"
      picture={theme.pictures.golf}
      icon={Flag}
      heading={landingMessages.golfHero}
      actions={entries.map((entry) => (
        <Button key={entry.type} variant="secondary" {...entryButton(entry.type)} className="flex-col !items-start px-6 py-3 text-left">
          <span className="text-lg font-semibold">{entry.label}</span>
          <span className="text-sm">{entry.sub}</span>
        </Button>
      ))}
      heroFooter={
        <a href="#golf-courses" className="inline-flex min-h-11 items-center underline">
          See the golf courses and cardholder benefits
        </a>
      }
      highlights={{ id: 'golf-benefits', heading: 'Cardholder benefits', items: benefits }}
      steps={steps}
      stickyActions={entries.map((entry) => (
        <Button key={entry.type} className="flex-1" {...entryButton(entry.type)}>
          {entry.short}
        </Button>
      ))}
    >
      <HeadedSection id="golf-courses" headingId="golf-courses-heading" heading="Golf courses" className="mb-8 scroll-mt-24">
        <GolfCoursesByCity />
      </HeadedSection>

      <p className="mb-2 text-sm text-stone-700">
        * Complimentary rounds and lessons are for the primary cardholder, subject to the card's yearly quota and to availability at the
        golf course.
      </p>
      <a href="/docs/golf-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">
        Golf terms and conditions (PDF)
      </a>

      {booking && <GolfBookingDialog booking={booking} onClose={close} />}
    </ServicePage>
  );
}
