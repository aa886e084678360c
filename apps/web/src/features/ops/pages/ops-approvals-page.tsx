import { Link } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useConsoleOffers } from '../api/list-console-offers';
import { ConsoleOfferList } from '../components/console-offer-list';
import { QueryStatus } from '../components/query-status';

/**
 * Admin: drafts waiting to go live (approve), live or paused offers whose merchant changed them (approve or reject on
 * the offer's page), then every other offer of the programme (pause, resume, expire).
 */
export default function OpsApprovalsPage() {
  const offers = useConsoleOffers();
  const drafts = offers.data?.filter((o) => o.status === 'draft') ?? [];
  const changed = offers.data?.filter((o) => o.status !== 'draft' && o.pending_change) ?? [];
  const others = offers.data?.filter((o) => o.status !== 'draft' && !o.pending_change) ?? [];
  return (
    <Page title="Offers to approve">
      <p className="mb-6">
        <Link to={paths.opsNewOffer} className="underline">
          Create an offer for a merchant
        </Link>
      </p>
      <QueryStatus query={offers} loading="Loading offers" />
      {offers.data && (
        <>
          <ConsoleOfferList offers={drafts} label="Offers awaiting approval" />
          <h2 className="mt-10 mb-4 text-xl font-semibold">Changes to approve</h2>
          <ConsoleOfferList offers={changed} label="Changes to approve" />
          <h2 className="mt-10 mb-4 text-xl font-semibold">All other offers</h2>
          <ConsoleOfferList offers={others} label="All other offers" />
        </>
      )}
    </Page>
  );
}
