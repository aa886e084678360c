import type { TourProductSummary } from '@portal/contract';
import { MemberPrice } from '@/components/rewards/member-price';
import { Link } from '@/lib/router';

/** One tour in the listing: picture, name (the link), rating and the member price from. */
export function TourCard({ product }: { product: TourProductSummary }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          <Link to={`/tours/${encodeURIComponent(product.id)}`} className="text-stone-900 underline-offset-2 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          <span aria-hidden="true">★ </span>
          {product.rating.toFixed(1)} out of 5 ({product.review_count.toLocaleString('en-IN')} reviews)
        </p>
        <div className="mt-auto">
          <MemberPrice prefix="From " price={product.price_from} original={product.original_price_from} />
          <p className="text-xs text-stone-600">per adult</p>
        </div>
      </div>
    </li>
  );
}
