import { messages, type Cart } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { ListingPicture } from '@/components/ui/listing-picture';
import { rupees } from '@/lib/format';
import { formatIstDateTime } from '@/lib/format-ist';

export interface CartItemsProps {
  cart: Cart;
  onRemove: (id: string) => void;
  /** The item being removed, whose button waits. */
  removing?: string;
}

/**
 * The cart's lines: what, when, and today's price. A changed price shows the old one beside it; an item that
 * can no longer be bought (a tour that disappeared) says so and can only be removed.
 */
export function CartItems({ cart, onRemove, removing }: CartItemsProps) {
  const changed = cart.data.some((item) => item.available && item.price_changed);
  return (
    <div className="flex flex-col gap-4">
      {changed && (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
          {messages.cartPriceChanged}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {cart.data.map((item) => (
          <li
            key={item.id}
            className={`flex gap-4 rounded-lg border p-4 ${item.available ? 'border-stone-200 bg-white' : 'border-red-200 bg-red-50'}`}
          >
            {item.image_url && (
              <ListingPicture src={item.image_url} alt="" sizes="160px" className="w-24 shrink-0 self-start rounded-md sm:w-40" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-stone-900">{item.title}</h3>
                <p className="text-sm text-stone-700">{item.subtitle}</p>
                <p className="text-sm text-stone-700">
                  {item.type === 'hotel' ? 'Check-in' : 'Starts'} {formatIstDateTime(item.starts_at)}
                </p>
                {!item.available && <p className="font-medium text-red-800">{item.message ?? messages.tourNotAvailable}</p>}
              </div>
              <div className="flex flex-col gap-2 sm:items-end">
                {item.available && item.price !== null && (
                  <p className="text-right">
                    {item.price_changed && (
                      <s className="mr-2 text-sm text-stone-600">
                        <span className="sr-only">Was </span>
                        {rupees(item.added_price)}
                      </s>
                    )}
                    <span className="text-lg font-semibold">
                      {item.price_changed && <span className="sr-only">Now </span>}
                      {rupees(item.price)}
                    </span>
                    {item.price_changed && <span className="block text-sm font-medium text-amber-900">Price changed</span>}
                  </p>
                )}
                <Button variant="ghost" aria-label={`Remove ${item.title}`} busy={removing === item.id} onClick={() => onRemove(item.id)}>
                  Remove
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
