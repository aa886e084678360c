import { useState } from 'react';
import { messages, type HotelPriceLock, type HotelRate } from '@portal/contract';
import { DetailPageFrame } from '@/components/ui/detail-page-frame';
import { DetailPageFallback } from '@/components/ui/detail-page-fallback';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatIstDate } from '@/lib/format-ist';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useHotelDetails } from '../api/get-hotel-details';
import { useHotelRoomAvailability } from '../api/get-hotel-room-availability';
import { useInitiateHotelBooking } from '../api/initiate-hotel-booking';
import { PriceLockPanel } from '../components/price-lock-panel';
import { NightPrice } from '../components/night-price';
import { guestsSummary, nightsOf, stayFromParams } from '../components/stay-query';
import { RoomRates } from '../components/room-rates';

/**
 * A hotel: its details with the stay beside them (dates, guests, the lowest price a night), then its rooms across the
 * page's width, each room's rates beside its picture; Reserve holds the price for 15 minutes.
 */
export default function HotelPage() {
  const { hotelId = '' } = useParams<{ hotelId: string }>();
  const [params] = useSearchParams();
  const stay = stayFromParams(params);
  const details = useHotelDetails(hotelId);
  const rates = useHotelRoomAvailability(hotelId, stay);
  const initiate = useInitiateHotelBooking();
  const signedIn = useSignedIn();
  const [locked, setLocked] = useState<{ lock: HotelPriceLock; rate: HotelRate }>();
  const [problem, setProblem] = useState<string>();

  if (!details.isSuccess) {
    return (
      <DetailPageFallback
        query={details}
        noun="Hotel"
        missing={{ title: 'Stay not available', heading: messages.hotelNotAvailable }}
        back={{ to: '/staycations', label: 'Find another stay' }}
      />
    );
  }
  const hotel = details.data;

  async function reserve(rate: HotelRate) {
    if (!stay) return;
    setProblem(undefined);
    if (!signedIn && (await requestSignIn()) !== 'true') return;
    initiate.mutate(
      { hotel_id: hotel.id, rate_id: rate.rate_id, ...stay },
      {
        onSuccess: (lock) => setLocked({ lock, rate }),
        onError: (error) => setProblem(error instanceof ApiError ? error.message : messages.somethingWentWrong),
      },
    );
  }

  const cheapestStay = rates.data?.rates.length ? Math.min(...rates.data.rates.map((r) => r.price_inr)) : undefined;

  return (
    <DetailPageFrame
      name={hotel.name}
      picture={hotel.image_url}
      listing={{ label: 'Luxury staycations', to: '/staycations' }}
      facts={`${hotel.star_rating} star · ${hotel.address}`}
      description={hotel.description}
      aside={
        <section aria-labelledby="stay-heading" className="flex flex-col gap-2 self-start rounded-lg border border-stone-200 bg-white p-5">
          <h2 id="stay-heading" className="text-xl font-semibold">
            Your stay
          </h2>
          {!stay ? (
            <p>
              <Link to="/staycations" className="text-accent underline">
                Choose your dates and guests
              </Link>{' '}
              to see the rooms and their prices.
            </p>
          ) : (
            <>
              <p className="text-stone-700">
                {formatIstDate(stay.check_in)} to {formatIstDate(stay.check_out)} · {guestsSummary(stay.rooms)}
              </p>
              {cheapestStay !== undefined && <NightPrice stayPrice={cheapestStay} nights={nightsOf(stay)} from />}
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <a href="#rooms-heading" className="inline-flex min-h-11 items-center text-accent underline">
                  See the rooms
                </a>
                <Link to="/staycations" className="inline-flex min-h-11 items-center text-accent underline">
                  Change the dates
                </Link>
              </p>
            </>
          )}
        </section>
      }
      after={
        stay && (
          <section aria-labelledby="rooms-heading" className="mt-10 flex scroll-mt-24 flex-col gap-4">
            <h2 id="rooms-heading" className="text-2xl font-semibold">
              Rooms
            </h2>
            {locked && (
              <div className="lg:max-w-2xl">
                <PriceLockPanel
                  key={locked.lock.order_token}
                  lock={locked.lock}
                  stay={stay}
                  roomName={`${locked.rate.room_name}, ${locked.rate.board}`}
                  onReserveAgain={() => void reserve(locked.rate)}
                />
              </div>
            )}
            {problem && (
              <p role="alert" className="text-sm text-red-700">
                {problem}
              </p>
            )}
            {rates.isPending ? (
              <Spinner label="Loading rooms" />
            ) : rates.isError ? (
              <p role="alert">{rates.error.message}</p>
            ) : rates.data.rates.length === 0 ? (
              <p>No rooms are free for these dates.</p>
            ) : (
              <RoomRates
                rates={rates.data.rates}
                rooms={hotel.rooms}
                nights={nightsOf(stay)}
                reserving={initiate.isPending ? initiate.variables?.rate_id : undefined}
                onReserve={(rate) => void reserve(rate)}
              />
            )}
          </section>
        )
      }
    >
      <h2 className="text-xl font-semibold">Amenities</h2>
      <ul className="flex flex-wrap gap-2">
        {hotel.amenities.map((a) => (
          <li key={a} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
            {a}
          </li>
        ))}
      </ul>
    </DetailPageFrame>
  );
}
