import { useEffect } from 'react';
import { BadgeCheck, CarFront, ConciergeBell, Luggage, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { AIRPORT_FEE_RUPEES, bookingKinds, landingMessages as messages, shellMessages } from '@portal/contract';
import { RefusedNotice } from '@/components/kind-booking/refused-notice';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { HeadedSection } from '@/components/ui/headed-section';
import { bookButtons, feeHighlight, ServicePage } from '@/components/ui/service-page';
import { theme } from '@/theme/theme';
import { useConciergeAirports } from '../api/get-concierge-airports';
import { EligibleAirports } from '../components/eligible-airports';
import { useBookVisit } from '../components/use-book-visit';

// The booking dialog loads when a booking starts, alongside the card check.
const { Dialog: BookingRequestDialog, preload: preloadBooking } = lazyBookingDialog(() =>
  import('../components/booking-request-dialog').then((m) => m.BookingRequestDialog),
);

const ELIGIBLE_CARDS = ['Burgundy Private', 'Magnus for Burgundy', 'Reserve', 'Executive Corporate', 'Olympus'];

const highlights = [
  { icon: ConciergeBell, text: 'A personal greeter meets you at the gate, the kerb or the aircraft door.' },
  { icon: Luggage, text: 'Help through check-in, security and baggage, on arrival or departure.' },
  { icon: CarFront, text: 'Buggy service at select airports.' },
  { icon: Users, text: 'Guests can come along; each guest visit counts as one visit of your yearly quota.' },
  feeHighlight(AIRPORT_FEE_RUPEES),
  { icon: BadgeCheck, text: 'A confirmation e-mail reaches you at least 15 hours before travel.' },
];

const steps = [
  'Choose Book a visit and log in with your card.',
  'Tell us your airport, flight and travel date.',
  'Upload your ticket and pay the Rs.1 fee.',
  'Your greeter is confirmed by e-mail before you travel.',
];

/** Spec 02 §2 'Airport Concierge Service landing'. */
export default function ConciergeLandingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const airports = useConciergeAirports();
  const { bookVisit, checking, session, refused, close } = useBookVisit();

  useEffect(() => {
    const code = params.get('code');
    if (code === null) return;
    if (code === '1') toast.success(messages.airportEnquirySubmitted);
    else if (code === '0') toast.warning(shellMessages.somethingWentWrong);
    setParams(
      (next) => {
        next.delete('code');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <ServicePage
      title="Airport Concierge Service"
      picture={theme.pictures.airportConcierge}
      icon={ConciergeBell}
      eyebrow="Meet and assist"
      heading="Airport Concierge Service"
      intro="A personal greeter to meet and assist you through the airport on arrival or departure, with buggy service at select airports."
      {...bookButtons({ action: messages.bookAVisit, stickyAction: 'Book now', busy: checking, preload: preloadBooking, start: bookVisit })}
      heroFooter={
        refused && (
          <RefusedNotice message={refused} benefit={bookingKinds.AirportVipPrivilege.allowance} service="the airport concierge service" />
        )
      }
      highlights={{ id: 'concierge-highlights', heading: 'What you get', items: highlights }}
      steps={steps}
    >
      <HeadedSection headingId="eligibility" heading="Who can book" className="mb-8 rounded-2xl border border-stone-200 bg-white p-6">
        <p className="mb-3">
          The service is available to holders of the {ELIGIBLE_CARDS.slice(0, -1).join(', ')} and {ELIGIBLE_CARDS.at(-1)} cards.
        </p>
        <p className="mb-3">
          <a
            href="#eligible-airports"
            className="text-accent underline"
            onClick={(e) => {
              e.preventDefault();
              document.getElementById('eligible-airports')?.scrollIntoView({ behavior: 'smooth' });
            }}
          >
            {messages.eligibleAirportsLink}
          </a>
        </p>
        <p>
          <a href="/docs/airport-concierge-terms.pdf" target="_blank" rel="noreferrer" className="text-accent underline">
            Terms and conditions (PDF)
          </a>
        </p>
      </HeadedSection>

      <HeadedSection
        id="eligible-airports"
        headingId="airports-heading"
        heading="Eligible airports"
        headingClassName="mb-4 text-2xl font-bold tracking-tight"
        className="scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6"
      >
        {airports.data ? (
          <EligibleAirports airports={airports.data} />
        ) : (
          <p>{airports.isError ? shellMessages.somethingWentWrong : 'Loading airports…'}</p>
        )}
      </HeadedSection>

      {session && airports.data && (
        <BookingRequestDialog
          open
          onClose={close}
          counts={session.counts}
          guestsBooked={session.guestsBooked}
          user={session.user}
          bin={session.bin}
          airports={airports.data}
          onBooked={(id) => {
            close();
            void navigate(bookingKinds.AirportVipPrivilege.paths.checkout(id));
          }}
        />
      )}
    </ServicePage>
  );
}
