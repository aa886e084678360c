import { useEffect, useRef, useState } from 'react';
import { BadgeCheck, Briefcase, CarFront, Clock, MapPin } from 'lucide-react';
import { useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { AIRPORT_FEE_RUPEES, landingMessages as messages, shellMessages } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { lazyBookingDialog } from '@/components/kind-booking/lazy-booking-dialog';
import { bookButtons, feeHighlight, ServicePage } from '@/components/ui/service-page';
import { theme } from '@/theme/theme';
import { useTransferAirports } from '../api/get-transfer-airports';
import { EligibleAirports } from '../components/eligible-airports';
import { useBookTransfer } from '../components/use-book-transfer';

// The booking dialog loads when a booking starts, alongside the card check.
const { Dialog: TransferDialog, preload: preloadBooking } = lazyBookingDialog(() =>
  import('../components/transfer-dialog').then((m) => m.TransferDialog),
);

const highlights = [
  { icon: CarFront, text: 'A chauffeured sedan to or from the airport, at the address you choose.' },
  { icon: Clock, text: 'Your chauffeur waits up to 15 minutes for you.' },
  { icon: Briefcase, text: 'Room for three passengers and two check-in bags.' },
  { icon: MapPin, text: 'At the airports listed below, across India.' },
  feeHighlight(AIRPORT_FEE_RUPEES),
  { icon: BadgeCheck, text: 'A confirmation e-mail reaches you at least 15 hours before travel.' },
];

const steps = [
  'Choose Book your transfer and log in with your card.',
  'Give your flight, the pick-up or drop address and the time.',
  'Pay the Rs.1 fee.',
  'Your chauffeur is confirmed by e-mail before you travel.',
];

/** Spec 02 §2 'Airport Transfers landing'. */
export default function AirportTransfersPage() {
  const [dialogBin, setDialogBin] = useState<string | null>(null);
  const { bookTransfer, checking } = useBookTransfer(setDialogBin);
  const { data: airports = [], isPending: airportsLoading } = useTransferAirports();
  const { data: cards } = useCards();
  const listRef = useRef<HTMLElement>(null);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    if (code === '1') toast.success(messages.airportEnquirySubmitted, { id: 'transfer-code' });
    if (code === '0') toast.warning(shellMessages.somethingWentWrong, { id: 'transfer-code' });
  }, [code]);

  const eligibleCards = cards?.filter((c) => c.benefits.airport_transfers_per_year > 0).map((c) => c.name);
  const showAirports = () => {
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    listRef.current?.focus({ preventScroll: true });
  };

  return (
    <ServicePage
      title={messages.transferPageTitle}
      picture={theme.pictures.airportTransfers}
      icon={CarFront}
      eyebrow="Chauffeured transfers"
      heading={messages.transfersBanner}
      intro={messages.transfersBannerText}
      {...bookButtons({
        action: messages.bookYourTransfer,
        stickyAction: 'Book now',
        busy: checking,
        preload: preloadBooking,
        start: bookTransfer,
      })}
      highlights={{ id: 'transfer-highlights', heading: 'What you get', items: highlights }}
      steps={steps}
    >
      <section aria-label="Eligibility" className="mb-8 space-y-2 text-stone-800">
        {eligibleCards && eligibleCards.length > 0 && (
          <p className="font-medium">{messages.transferEligibleCards(eligibleCards.join(' and '))}</p>
        )}
        <button type="button" onClick={showAirports} className="min-h-11 text-accent underline">
          {messages.eligibleAirportsLink}
        </button>
      </section>
      <EligibleAirports ref={listRef} airports={airports} loading={airportsLoading} />
      {dialogBin !== null && <TransferDialog bin={dialogBin} airports={airports} onClose={() => setDialogBin(null)} />}
    </ServicePage>
  );
}
