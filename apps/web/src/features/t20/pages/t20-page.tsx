import { lazy, Suspense } from 'react';
import { bookingKinds, T20_CLOSE_DAYS_BEFORE } from '@portal/contract';
import { EligibleCards } from '@/components/kind-booking/eligible-cards';
import { RefusedNotice } from '@/components/kind-booking/refused-notice';
import { useKindBooking } from '@/components/kind-booking/use-kind-booking';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { checkT20Bin } from '../api/check-t20-bin';
import { T20FixtureList } from '../components/t20-fixture-list';

// The dialog (its form, validation and Radix) loads when a request starts, alongside the card check.
const loadBookingDialog = () => import('../components/t20-booking-dialog');
const T20BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.T20BookingDialog })));
const preloadBooking = () => { void loadBookingDialog().catch(() => {}); void preloadDialog().catch(() => {}); };

const kind = bookingKinds.T20Enquiry;
const howItWorks = [
  'Choose a match from the fixture list, a stand, and 1 or 2 tickets.',
  `Requests for a match close ${T20_CLOSE_DAYS_BEFORE} days before the first ball.`,
  'Each ticket uses one of your card\'s complimentary T20 tickets for the year; the number depends on your card.',
  `A card authentication fee of Rs.${kind.feeRupees} is paid online with each request.`,
  kind.nextStep,
];

export default function T20Page() {
  const { booking, starting, refused, start, close } = useKindBooking(checkT20Bin);
  return (
    <Page title={kind.label} heading={null}>
      <section className="mb-8 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-3 text-3xl font-semibold sm:text-4xl">T20 match-day tickets</h1>
        <p className="mb-6 max-w-2xl">Ask for complimentary tickets to a T20 match: we arrange them and tell you where to collect them.</p>
        <Button variant="secondary" busy={starting} disabled={starting} onClick={() => { preloadBooking(); void start(); }}>Request tickets</Button>
        {refused && <RefusedNotice message={refused} benefit={kind.allowance} service="complimentary T20 tickets" />}
      </section>
      <section aria-labelledby="t20-how" className="mb-8">
        <h2 id="t20-how" className="mb-3 text-2xl font-semibold">How it works</h2>
        <ul className="list-inside list-disc space-y-1 text-stone-800">{howItWorks.map((line) => <li key={line}>{line}</li>)}</ul>
      </section>
      <section aria-labelledby="t20-cards" className="mb-8">
        <h2 id="t20-cards" className="mb-3 text-2xl font-semibold">Eligible cards</h2>
        <EligibleCards benefit={kind.allowance} unit="tickets" />
      </section>
      <section aria-labelledby="t20-fixtures" className="mb-8">
        <h2 id="t20-fixtures" className="mb-3 text-2xl font-semibold">Fixtures</h2>
        <T20FixtureList />
      </section>
      {booking && <Suspense fallback={null}><T20BookingDialog booking={booking} onClose={close} /></Suspense>}
    </Page>
  );
}
