import { lazy, Suspense } from 'react';
import { GOLF_CONFIRMATION_HOURS, GOLF_FEE_RUPEES, messages, type GolfSessionType } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { GolfCoursesByCity } from '../components/golf-courses-by-city';
import { useGolfBooking } from '../components/use-golf-booking';
import { useLandingQuery } from '../components/use-landing-query';

// The booking dialog (its form, validation and Radix) loads when a booking starts, alongside the card check.
const loadBookingDialog = () => import('../components/golf-booking-dialog');
const GolfBookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.GolfBookingDialog })));
const preloadBooking = () => { void loadBookingDialog().catch(() => {}); void preloadDialog().catch(() => {}); };

const benefits = [
  'Complimentary green fee rounds at leading golf courses across 11 cities, by card tier.',
  'Complimentary golf lessons with a professional coach for new players.',
  'Burgundy and Reserve: 50 rounds a year; Select and Vistara Infinite: 6; Vistara Signature: 3.',
  `Bookings are confirmed by the golf course within ${GOLF_CONFIRMATION_HOURS} hours.`,
  `A card authentication fee of Rs.${GOLF_FEE_RUPEES} is paid online with each request.`,
];

const entries: { type: GolfSessionType; label: string; sub: string }[] = [
  { type: 'play', label: 'Familiar with the Game', sub: 'Book a Golf Game' },
  { type: 'learn', label: 'New to the Game', sub: 'Book a Golf Lesson' },
];

export default function GolfPage() {
  useLandingQuery();
  const { booking, starting, start, close } = useGolfBooking();
  return (
    <Page title="Golf" heading={null}>
      <section className="mb-8 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-6 text-3xl font-semibold sm:text-4xl">{messages.golfHero}</h1>
        <div className="flex flex-col gap-4 sm:flex-row">
          {entries.map((entry) => (
            <Button key={entry.type} variant="secondary" busy={starting === entry.type} disabled={starting !== null}
              onClick={() => { preloadBooking(); void start(entry.type); }} className="flex-col !items-start px-6 py-3 text-left">
              <span className="text-lg font-semibold">{entry.label}</span>
              <span className="text-sm">{entry.sub}</span>
            </Button>
          ))}
        </div>
        <a href="#golf-courses" className="mt-6 inline-block underline">See the golf courses and cardholder benefits</a>
      </section>

      <section aria-labelledby="golf-benefits" className="mb-8">
        <h2 id="golf-benefits" className="mb-3 text-2xl font-semibold">Cardholder benefits</h2>
        <ul className="list-inside list-disc space-y-1 text-stone-800">
          {benefits.map((b) => <li key={b}>{b}</li>)}
        </ul>
      </section>

      <section id="golf-courses" aria-labelledby="golf-courses-heading" className="mb-8 scroll-mt-24">
        <h2 id="golf-courses-heading" className="mb-3 text-2xl font-semibold">Golf courses</h2>
        <GolfCoursesByCity />
      </section>

      <p className="mb-2 text-sm text-stone-700">
        * Complimentary rounds and lessons are for the primary cardholder, subject to the card's yearly quota and to availability at the golf course.
      </p>
      <a href="/docs/golf-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">Golf terms and conditions (PDF)</a>

      {booking && <Suspense fallback={null}><GolfBookingDialog booking={booking} onClose={close} /></Suspense>}
    </Page>
  );
}
