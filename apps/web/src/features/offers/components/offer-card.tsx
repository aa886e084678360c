import type { OfferSummary } from '@portal/contract';
import { paths } from '@/config/paths';
import { ListingPicture } from '@/components/ui/listing-picture';
import { listingArtUrl, offerCategoryArt } from '@/components/ui/listing-picture-names';
import { formatIstDate } from '@/lib/format-ist';
import { Link } from '@/lib/router';
import { EligibilityLine } from './eligibility-line';
import { MerchantMark } from '@/components/ui/merchant-mark';
import { OfferTypeBadge } from './offer-type-badge';

/** One offer in a list: the merchant, the offer's title (the link to it), its type and who may use it. */
export function OfferCard({
  offer,
  near,
  priority = false,
}: {
  offer: OfferSummary;
  near?: { distanceKm: number; city: string };
  /** Among the first cards (above the fold): its picture is not lazy ('wide': only from tablet width). */
  priority?: boolean | 'wide';
}) {
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm"
    >
      <ListingPicture
        src={listingArtUrl(offerCategoryArt(offer.category_name))}
        alt=""
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-3">
          <MerchantMark name={offer.merchant_name} logo={offer.merchant_logo} />
          <div className="min-w-0">
            <p className="truncate text-sm text-stone-700">{offer.merchant_name}</p>
            <OfferTypeBadge type={offer.offer_type} />
          </div>
        </div>
        <h2 id={`offer-${offer.id}`} className="text-lg font-semibold text-stone-900">
          <Link to={paths.offer(offer.id)} className="underline-offset-2 hover:underline">
            {offer.name}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">{offer.description}</p>
        {near && (
          <p className="text-sm text-stone-700">
            {near.distanceKm.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km away, {near.city}
          </p>
        )}
        <p className="text-sm text-stone-700">Valid until {formatIstDate(offer.valid_to)}</p>
        <div className="mt-auto">
          <EligibilityLine eligible={offer.eligible} reason={offer.eligibility_reason} />
        </div>
      </div>
    </article>
  );
}
