import type { TourProductSummary } from '@portal/contract';
import { MemberPrice } from '@/components/rewards/member-price';
import { ListingCardTitle } from '@/components/ui/listing-card-title';
import { ListingPicture } from '@/components/ui/listing-picture';
import { Rating } from '@/components/ui/rating';

export const listingCardSizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** One tour in the listing: picture, name (the link), rating and the member price from, with the saving. */
export function TourCard({ product, priority = false }: { product: TourProductSummary; priority?: boolean | 'wide' }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <ListingPicture src={product.image_url} alt="" sizes={listingCardSizes} priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ListingCardTitle to={`/tours/${encodeURIComponent(product.id)}`}>{product.name}</ListingCardTitle>
        <p className="text-sm text-stone-700">
          <Rating rating={product.rating} reviewCount={product.review_count} />
        </p>
        <div className="mt-auto">
          <MemberPrice prefix="From " price={product.price_from} original={product.original_price_from} />
          <p className="text-xs text-stone-600">per adult</p>
        </div>
      </div>
    </li>
  );
}
