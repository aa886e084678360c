import { messages, type OfferSummary } from '@portal/contract';
import { SkeletonList } from '@/components/ui/skeleton';
import { SkeletonListingCard } from '@/components/ui/skeleton-listing-card';
import type { NearbyOffer } from '../api/offer-types';
import { OfferCard } from './offer-card';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The offers found, as cards (two columns from tablet width), or why there are none; stand-ins of the cards while they load. */
export function OffersList({
  offers,
  loading,
  error,
  empty = messages.offersNoneFound,
}: {
  offers: (OfferSummary | NearbyOffer)[] | undefined;
  loading: boolean;
  error?: string;
  empty?: string;
}) {
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
        {error}
      </p>
    );
  }
  if (loading && !offers)
    return <SkeletonList label="Loading offers" count={6} className={grid} card={<SkeletonListingCard lines={3} />} />;
  if (!offers?.length) return <p className="rounded-md bg-stone-100 p-4 text-stone-800">{empty}</p>;
  return (
    <ul className={grid} aria-busy={loading || undefined}>
      {/* On a phone only the first card shows above the fold. */}
      {offers.map((offer, i) => (
        <li key={'outlet' in offer ? `${offer.id}-${offer.outlet.id}` : offer.id}>
          <OfferCard
            priority={i === 0 || (i < 3 && 'wide')}
            offer={offer}
            near={'outlet' in offer ? { distanceKm: offer.distance_km, city: offer.outlet.city } : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
