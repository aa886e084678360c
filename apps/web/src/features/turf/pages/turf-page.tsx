import { lazy, Suspense } from 'react';
import { bookingKinds } from '@portal/contract';
import { EligibleCards } from '@/components/kind-booking/eligible-cards';
import { RefusedNotice } from '@/components/kind-booking/refused-notice';
import { useKindBooking } from '@/components/kind-booking/use-kind-booking';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { checkTurfBin } from '../api/check-turf-bin';
import { TurfVenuesByCity } from '../components/turf-venues-by-city';

// The dialog (its form, validation and Radix) loads when a booking starts, alongside the card check.
const loadBookingDialog = () => import('../components/turf-booking-dialog');
const TurfBookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.TurfBookingDialog })));
const preloadBooking = () => { void loadBookingDialog().catch(() => {}); void preloadDialog().catch(() => {}); };

const kind = bookingKinds.TurfEnquiry;
const howItWorks = [
  'Choose a city, a turf, the sport, a day and a one-hour slot, for 2 to 22 players.',
  'Each slot uses one of your card\'s complimentary turf slots for the year; the number depends on your card.',
  `A card authentication fee of Rs.${kind.feeRupees} is paid online with each request.`,
  kind.nextStep,
];

export default function TurfPage() {
  const { booking, starting, refused, start, close } = useKindBooking(checkTurfBin);
  return (
    <Page title={kind.label} heading={null}>
      <section className="mb-8 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-3 text-3xl font-semibold sm:text-4xl">Book a sports turf</h1>
        <p className="mb-6 max-w-2xl">Complimentary one-hour slots for football, box cricket and pickleball at partner turfs in 11 cities.</p>
        <Button variant="secondary" busy={starting} disabled={starting} onClick={() => { preloadBooking(); void start(); }}>Book a turf slot</Button>
        {refused && <RefusedNotice message={refused} benefit={kind.allowance} service="complimentary turf slots" />}
      </section>
      <section aria-labelledby="turf-how" className="mb-8">
        <h2 id="turf-how" className="mb-3 text-2xl font-semibold">How it works</h2>
        <ul className="list-inside list-disc space-y-1 text-stone-800">{howItWorks.map((line) => <li key={line}>{line}</li>)}</ul>
      </section>
      <section aria-labelledby="turf-cards" className="mb-8">
        <h2 id="turf-cards" className="mb-3 text-2xl font-semibold">Eligible cards</h2>
        <EligibleCards benefit={kind.allowance} unit="slots" />
      </section>
      <section aria-labelledby="turf-venues" className="mb-8">
        <h2 id="turf-venues" className="mb-3 text-2xl font-semibold">Turfs</h2>
        <TurfVenuesByCity />
      </section>
      {booking && <Suspense fallback={null}><TurfBookingDialog booking={booking} onClose={close} /></Suspense>}
    </Page>
  );
}
