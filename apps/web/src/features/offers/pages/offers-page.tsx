import { messages } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { Link, useSearchParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useNearbyOffers } from '../api/get-nearby-offers';
import { useOfferCategories } from '../api/get-offer-categories';
import { useOffers, type OfferFilters as Filters } from '../api/get-offers';
import { OfferFilters, type FilterValues } from '../components/offer-filters';
import { OffersList } from '../components/offers-list';
import { OffersPager } from '../components/offers-pager';
import { useNearMe } from '../components/use-near-me';
import { useViewer } from '../components/use-viewer';
import { readFilters } from './offers-page-data';

export default function OffersPage() {
  const [params, setParams] = useSearchParams();
  const signedIn = useSignedIn();
  const viewer = useViewer();
  const filters = readFilters(params, signedIn);
  const near = useNearMe();
  const categories = useOfferCategories();
  const list = useOffers(filters, viewer, near.state !== 'on');
  const nearby = useNearbyOffers(near.position, filters.eligible, viewer);

  const setFilters = (next: Filters) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.city) query.set('city', next.city);
    if (next.text) query.set('q', next.text);
    if (next.eligible) query.set('eligible', 'true');
    if (next.page > 1) query.set('page', String(next.page));
    void setParams(query);
  };
  const change = (changes: Partial<FilterValues>) => setFilters({ ...filters, ...changes, page: 1 });
  const pages = list.data ? Math.ceil(list.data.meta.total / list.data.meta.per_page) : 0;
  const errorOf = (error: Error | null) => error?.message;

  return (
    <Page title="Offers">
      <p className="-mt-4 mb-6 text-stone-700">
        Card offers from our partner merchants.{' '}
        {signedIn && (
          <Link to={paths.myBenefits} className="text-accent underline">
            See my benefits
          </Link>
        )}
      </p>
      <OfferFilters
        key={filters.text ?? ''}
        categories={categories.data ?? []}
        values={filters}
        onChange={change}
        signedIn={signedIn}
        near={near.state}
        onNearMe={near.locate}
        onClearNear={near.clear}
      />
      {near.error && (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-950">
          {near.error}
        </p>
      )}
      {near.state === 'on' ? (
        <section aria-labelledby="near-heading" aria-busy={nearby.isPending || undefined}>
          <h2 id="near-heading" className="mb-3 text-xl font-semibold">
            Offers near you
          </h2>
          <OffersList
            offers={nearby.data?.filter((offer) => !filters.category || offer.category_id === filters.category)}
            loading={nearby.isFetching}
            error={errorOf(nearby.error)}
            empty={messages.offersNoneNearby}
          />
        </section>
      ) : (
        <section aria-label="Offers found" aria-busy={list.isPending || undefined}>
          {/* Drawn from the start (empty until the count comes), so the list does not move down when it does. */}
          <p className="mb-3 min-h-5 text-sm text-stone-700" aria-live="polite">
            {list.data && `${list.data.meta.total} ${list.data.meta.total === 1 ? 'offer' : 'offers'}`}
          </p>
          <OffersList offers={list.data?.data} loading={list.isFetching} error={errorOf(list.error)} />
          <OffersPager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
        </section>
      )}
    </Page>
  );
}
