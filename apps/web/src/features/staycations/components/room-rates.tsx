import type { HotelRate } from '@portal/contract';
import type { HotelDetails } from '../api/get-hotel-details';
import { Button } from '@/components/ui/button';
import { ListingPicture } from '@/components/ui/listing-picture';
import { rupees } from '@/lib/format';
import { NightPrice } from './night-price';
import { StaySaving } from './stay-saving';

export interface RoomRatesProps {
  rates: HotelRate[];
  rooms: HotelDetails['rooms'];
  nights: number;
  /** The rate whose Reserve is waiting for its price lock. */
  reserving?: string;
  onReserve: (rate: HotelRate) => void;
}

/** The rates grouped by room, in the order the cheapest rate of each comes: a room's picture once, its rates below it. */
export function roomsOf(rates: HotelRate[]): { roomId: string; roomName: string; rates: HotelRate[] }[] {
  const byRoom = new Map<string, { roomId: string; roomName: string; rates: HotelRate[] }>();
  for (const rate of rates) {
    const room = byRoom.get(rate.room_id) ?? { roomId: rate.room_id, roomName: rate.room_name, rates: [] };
    room.rates.push(rate);
    byRoom.set(rate.room_id, room);
  }
  return [...byRoom.values()];
}

/**
 * A hotel's rooms for the stay, each with its picture once and its rates (board, a night, the stay, the saving, the
 * cancellation policy, Reserve) as one list (issue 30: every rate repeated its room's picture in a narrow column).
 * From tablet width the rates sit beside the picture and the room's name, side by side; on a phone, under them.
 */
export function RoomRates({ rates, rooms, nights, reserving, onReserve }: RoomRatesProps) {
  return (
    <ul className="flex flex-col gap-4">
      {roomsOf(rates).map(({ roomId, roomName, rates: roomRates }) => {
        const room = rooms.find((r) => r.id === roomId);
        return (
          <li
            key={roomId}
            className="overflow-hidden rounded-lg border border-stone-200 bg-white md:grid md:grid-cols-[minmax(0,18rem)_1fr]"
          >
            <div>
              {room && <ListingPicture src={room.image_url} alt="" sizes="(min-width: 768px) 288px, 100vw" />}
              <h3 className="px-4 pt-3 text-lg font-semibold md:pb-3">{roomName}</h3>
            </div>
            <div className="min-w-0 md:border-l md:border-stone-200">
              <ul
                aria-label={`${roomName}: rates`}
                className="grid divide-y divide-stone-200 sm:grid-cols-2 sm:divide-y-0 lg:grid-cols-3 lg:divide-x [&>li]:sm:border-t [&>li]:sm:border-stone-200 lg:[&>li]:border-t-0"
              >
                {roomRates.map((rate) => (
                  <li key={rate.rate_id} className="flex flex-col gap-1 px-4 py-3">
                    <h4 className="font-semibold">{rate.board}</h4>
                    <NightPrice stayPrice={rate.price_inr} nights={nights} />
                    <p className="text-sm text-stone-700">{rupees(rate.price_inr)} for the stay</p>
                    <StaySaving price={rate.price_inr} publicPrice={rate.public_price_inr} />
                    <p className="text-sm text-stone-800">{rate.cancellation_policy.text}</p>
                    <Button
                      variant="secondary"
                      className="mt-auto self-start"
                      aria-label={`Reserve ${rate.room_name}, ${rate.board}`}
                      busy={reserving === rate.rate_id}
                      onClick={() => onReserve(rate)}
                    >
                      Reserve
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
