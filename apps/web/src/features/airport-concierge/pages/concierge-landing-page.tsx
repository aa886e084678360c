import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useConciergeAirports } from '../api/get-concierge-airports';
import { EligibleAirports } from '../components/eligible-airports';
import { useBookVisit } from '../components/use-book-visit';

// The booking dialog (its form, validation and Radix) loads when a booking starts, alongside the card check.
const loadBookingDialog = () => import('../components/booking-request-dialog');
const BookingRequestDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingRequestDialog })));
const preloadBooking = () => { void loadBookingDialog().catch(() => {}); void preloadDialog().catch(() => {}); };

const ELIGIBLE_CARDS = ['Burgundy Private', 'Magnus for Burgundy', 'Reserve', 'Executive Corporate', 'Olympus'];

/** Spec 02 §2 'Airport Concierge Service landing'. */
export default function ConciergeLandingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const airports = useConciergeAirports();
  const { bookVisit, checking, session, close } = useBookVisit();

  useEffect(() => {
    const code = params.get('code');
    if (code === null) return;
    if (code === '1') toast.success(messages.airportEnquirySubmitted);
    else if (code === '0') toast.warning(messages.somethingWentWrong);
    setParams((next) => { next.delete('code'); return next; }, { replace: true });
  }, [params, setParams]);

  return (
    <Page title="Airport Concierge Service" heading={null}>
      <section className="mb-8 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-3 text-3xl font-semibold sm:text-4xl">Airport Concierge Service</h1>
        <p className="mb-6 max-w-2xl text-lg">A personal greeter to meet and assist you through the airport on arrival or departure, with buggy service at select airports.</p>
        <Button variant="secondary" busy={checking} onClick={() => { preloadBooking(); void bookVisit(); }}>Book a visit</Button>
      </section>

      <section aria-labelledby="eligibility" className="mb-8 rounded-lg border border-stone-200 bg-white p-6">
        <h2 id="eligibility" className="mb-3 text-2xl font-semibold">Who can book</h2>
        <p className="mb-3">The service is available to holders of the {ELIGIBLE_CARDS.slice(0, -1).join(', ')} and {ELIGIBLE_CARDS.at(-1)} cards.</p>
        <p className="mb-3">
          <a href="#eligible-airports" className="text-accent underline"
            onClick={(e) => { e.preventDefault(); document.getElementById('eligible-airports')?.scrollIntoView({ behavior: 'smooth' }); }}>
            {messages.eligibleAirportsLink}
          </a>
        </p>
        <p><a href="/docs/airport-concierge-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">Terms and conditions (PDF)</a></p>
      </section>

      <section id="eligible-airports" aria-labelledby="airports-heading" className="scroll-mt-24 rounded-lg border border-stone-200 bg-white p-6">
        <h2 id="airports-heading" className="mb-4 text-2xl font-semibold">Eligible airports</h2>
        {airports.data ? <EligibleAirports airports={airports.data} /> : <p>{airports.isError ? messages.somethingWentWrong : 'Loading airports…'}</p>}
      </section>

      {session && airports.data && (
        <Suspense fallback={null}>
          <BookingRequestDialog open onClose={close} counts={session.counts} guestsBooked={session.guestsBooked} user={session.user} bin={session.bin} airports={airports.data}
            onBooked={(id) => { close(); void navigate(paths.airportConciergeCheckout(id)); }} />
        </Suspense>
      )}
    </Page>
  );
}
