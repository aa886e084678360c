import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useConsoleOffers } from '../api/list-console-offers';
import { ConsoleOfferList } from '../components/console-offer-list';
import { QueryStatus } from '../components/query-status';

/** A merchant's own offers (the server answers no other merchant's), with stock and the low-stock alert. */
export default function OpsOffersPage() {
  const offers = useConsoleOffers();
  const low = offers.data?.filter((o) => o.low_stock) ?? [];
  return (
    <Page title="My offers">
      <p className="mb-6">
        <Link
          to={paths.opsNewOffer}
          className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast"
        >
          Create an offer
        </Link>
      </p>
      {low.length > 0 && (
        <div role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Low stock: {low.map((o) => o.name).join(', ')}. Upload more codes before they run out.
        </div>
      )}
      <QueryStatus query={offers} loading="Loading offers" />
      {offers.data && <ConsoleOfferList offers={offers.data} label="Offers" />}
    </Page>
  );
}
