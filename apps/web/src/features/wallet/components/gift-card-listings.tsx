import { useState } from 'react';
import type { GiftCardListing } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { MerchantMark } from '@/components/ui/merchant-mark';
import { navigate } from '@/lib/router';
import { paths } from '@/config/paths';
import { useOrderGiftCard } from '../api/order-gift-card';

/** One gift card on sale: choose a value, then an order is made and paid on its own page. */
function Listing({ listing }: { listing: GiftCardListing }) {
  const [option, setOption] = useState(listing.options[0]!.id);
  const order = useOrderGiftCard();
  const selectId = `value-${listing.offer_id}`;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex items-center gap-3">
        <MerchantMark name={listing.brand} logo={listing.logo} />
        <h3 className="text-lg font-semibold text-stone-900">{listing.brand}</h3>
      </div>
      <p className="text-sm text-stone-700">{listing.description}</p>
      <label htmlFor={selectId} className="text-sm font-medium text-stone-900">
        Value of the {listing.brand} gift card
      </label>
      <select
        id={selectId}
        value={option}
        onChange={(event) => setOption(event.target.value)}
        className="rounded-md border border-stone-300 px-3 py-2"
      >
        {listing.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {order.isError && (
        <p role="alert" className="text-sm text-red-800">
          {order.error.message}
        </p>
      )}
      <Button
        busy={order.isPending}
        onClick={() =>
          order.mutate(
            { offer_id: listing.offer_id, master_retail_option_id: option },
            { onSuccess: (purchase) => navigate(paths.walletPurchase(purchase.id)) },
          )
        }
      >
        Buy the {listing.brand} gift card
      </Button>
    </li>
  );
}

export function GiftCardListings({ listings }: { listings: GiftCardListing[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {listings.map((listing) => (
        <Listing key={listing.offer_id} listing={listing} />
      ))}
    </ul>
  );
}
