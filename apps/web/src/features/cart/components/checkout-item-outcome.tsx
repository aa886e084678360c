import type { Checkout } from '@portal/contract';
import { rupees } from '@/lib/format';
import { useBookingInformation } from '../api/get-booking-information';

type Item = Checkout['items'][number];

const outcomeLabel: Record<Item['outcome'], string> = {
  held: 'Held for you',
  unavailable: 'Not available',
  booked: 'Booked',
  refunded: 'Refunded',
  released: 'Not booked',
};

/** One item of a checkout: its price (old and new when it changed) and what became of it, with the voucher once booked. */
export function CheckoutItemOutcome({ item }: { item: Item }) {
  const booking = useBookingInformation(item.outcome === 'booked' ? item.booking_id : null);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{item.title}</h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${item.outcome === 'booked' || item.outcome === 'held' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
        >
          {outcomeLabel[item.outcome]}
        </span>
      </div>
      {item.price !== null && (
        <p>
          {item.price_changed && (
            <>
              <s className="mr-2 text-sm text-stone-600">
                <span className="sr-only">Was </span>
                {rupees(item.added_price)}
              </s>
              <span className="sr-only">Now </span>
            </>
          )}
          <span className="font-semibold">{rupees(item.price)}</span>
          {item.price_changed && <span className="ml-2 text-sm font-medium text-amber-900">Price changed</span>}
        </p>
      )}
      {item.message && <p className="text-stone-800">{item.message}</p>}
      {item.cancellation_policy && <p className="text-sm text-stone-700">Cancellation: {item.cancellation_policy.text}</p>}
      {item.outcome === 'booked' && booking.data && (
        <p className="text-stone-800">
          Booking {booking.data.reference}
          {booking.data.voucher_code && <> · Voucher {booking.data.voucher_code}</>}
        </p>
      )}
    </li>
  );
}
