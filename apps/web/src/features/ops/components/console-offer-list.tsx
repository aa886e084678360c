import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import type { ManagedOffer } from '@portal/contract';
import { OfferStatusActions } from './offer-status-actions';
import { OfferStatusBadge } from './offer-status-badge';
import { StockLine } from './stock-line';
import { consoleDay } from './format';

/** Offers as cards: name (to its page), merchant, status, validity, stock, and what this role may do to each. */
export function ConsoleOfferList({ offers, label }: { offers: ManagedOffer[]; label: string }) {
  if (offers.length === 0) return <p className="text-stone-700">No offers here.</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="flex flex-col gap-2 rounded-lg border border-stone-300 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <Link to={paths.opsOffer(offer.id)} className="text-lg font-semibold text-stone-900 underline">
              {offer.name}
            </Link>
            <p className="text-sm text-stone-700">
              {offer.merchant_name} · {offer.category_name} · {consoleDay(offer.valid_from)} to {consoleDay(offer.valid_to)}
            </p>
            <div>
              <OfferStatusBadge status={offer.status} />
            </div>
            <StockLine offer={offer} />
            {offer.pending_change && <p className="text-sm font-medium text-amber-900">Changes waiting for approval</p>}
          </div>
          <OfferStatusActions offer={offer} inList />
        </li>
      ))}
    </ul>
  );
}
