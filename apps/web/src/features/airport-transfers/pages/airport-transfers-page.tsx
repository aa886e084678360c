import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { messages } from '@portal/contract';
import { useCards } from '@/api/get-cards';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';
import { Page } from '@/components/ui/page';
import { useTransferAirports } from '../api/get-transfer-airports';
import { EligibleAirports } from '../components/eligible-airports';
import { useBookTransfer } from '../components/use-book-transfer';

// The booking dialog (its form, validation and Radix) loads when a booking starts, alongside the card check.
const loadTransferDialog = () => import('../components/transfer-dialog');
const TransferDialog = lazy(() => loadTransferDialog().then((m) => ({ default: m.TransferDialog })));
const preloadBooking = () => { void loadTransferDialog().catch(() => {}); void preloadDialog().catch(() => {}); };

/** Spec 02 §2 'Airport Transfers landing'. */
export default function AirportTransfersPage() {
  const [dialogBin, setDialogBin] = useState<string | null>(null);
  const { bookTransfer, checking } = useBookTransfer(setDialogBin);
  const { data: airports = [], isPending: airportsLoading } = useTransferAirports();
  const { data: cards } = useCards();
  const listRef = useRef<HTMLElement>(null);
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');

  useEffect(() => { window.scrollTo(0, 0); }, []);
  useEffect(() => {
    if (code === '1') toast.success(messages.airportEnquirySubmitted, { id: 'transfer-code' });
    if (code === '0') toast.warning(messages.somethingWentWrong, { id: 'transfer-code' });
  }, [code]);

  const eligibleCards = cards?.filter((c) => c.benefits.airport_transfers_per_year > 0).map((c) => c.name);
  const showAirports = () => {
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    listRef.current?.focus({ preventScroll: true });
  };

  return (
    <Page title={messages.transferPageTitle} heading={null}>
      <section className="mb-8 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-3 text-3xl font-semibold sm:text-4xl">{messages.transfersBanner}</h1>
        <p className="mb-6 max-w-2xl text-lg">{messages.transfersBannerText}</p>
        <Button variant="secondary" busy={checking} onClick={() => { preloadBooking(); void bookTransfer(); }}>{messages.bookYourTransfer}</Button>
      </section>
      <section aria-label="Eligibility" className="mb-8 space-y-2 text-stone-800">
        {eligibleCards && eligibleCards.length > 0 && (
          <p className="font-medium">{messages.transferEligibleCards(eligibleCards.join(' and '))}</p>
        )}
        <button type="button" onClick={showAirports} className="min-h-11 text-accent underline">{messages.eligibleAirportsLink}</button>
      </section>
      <EligibleAirports ref={listRef} airports={airports} loading={airportsLoading} />
      {dialogBin !== null && <Suspense fallback={null}><TransferDialog bin={dialogBin} airports={airports} onClose={() => setDialogBin(null)} /></Suspense>}
    </Page>
  );
}
