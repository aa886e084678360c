import type { z } from 'zod';
import type { hotelSummarySchema } from '@portal/contract';
import { ListingCardTitle } from '@/components/ui/listing-card-title';
import { ListingPicture } from '@/components/ui/listing-picture';
import { rupees } from '@/lib/format';
import { useHotelRoomAvailability } from '../api/get-hotel-room-availability';
import { NightPrice } from './night-price';
import { nightsOf, stayToParams, type Stay } from './stay-query';

type HotelSummary = z.infer<typeof hotelSummarySchema>;

/** One hotel of the results: the whole stay's price in rupees and the cancellation policy of its best rate. */
export function HotelResultCard({ hotel, stay }: { hotel: HotelSummary; stay: Stay }) {
  const rates = useHotelRoomAvailability(hotel.id, hotel.price_inr === null ? undefined : stay);
  const best = rates.data?.rates[0];
  const saving = best?.public_price_inr ? best.public_price_inr - best.price_inr : 0;
  const n = nightsOf(stay);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white sm:flex-row">
      <ListingPicture src={hotel.image_url} alt="" sizes="(min-width: 640px) 320px, 100vw" className="sm:w-80 sm:shrink-0" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ListingCardTitle to={`/staycations/${encodeURIComponent(hotel.id)}?${new URLSearchParams(stayToParams(stay)).toString()}`}>
          {hotel.name}
        </ListingCardTitle>
        <p className="text-sm text-stone-700">
          {hotel.destination} · {hotel.star_rating} star
        </p>
        {hotel.price_inr === null ? (
          <p className="font-medium text-stone-800">No rooms free for these dates.</p>
        ) : (
          <>
            <NightPrice stayPrice={hotel.price_inr} nights={n} />
            <p className="text-sm text-stone-700">
              {rupees(hotel.price_inr)} for {n} {n === 1 ? 'night' : 'nights'}
              {hotel.hotel_currency !== 'INR' && ` (${hotel.hotel_currency} ${hotel.price?.toLocaleString('en-IN')})`}
            </p>
            {/* The saving alone here (the route is at its script budget); the hotel page strikes the public price through. */}
            {saving > 0 && <p className="text-sm font-medium text-green-800">Members save {rupees(saving)}</p>}
            {best && <p className="text-sm text-stone-800">{best.cancellation_policy.text}</p>}
          </>
        )}
      </div>
    </li>
  );
}
