import { useState } from 'react';
import { messages, type HotelPriceLock, type HotelRate } from '@portal/contract';
import { DetailPageFrame } from '@/components/ui/detail-page-frame';
import { Button } from '@/components/ui/button';
import { DetailPageFallback } from '@/components/ui/detail-page-fallback';
import { ListingPicture } from '@/components/ui/listing-picture';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/format';
import { formatIstDate } from '@/lib/format-ist';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { useHotelDetails } from '../api/get-hotel-details';
import { useHotelRoomAvailability } from '../api/get-hotel-room-availability';
import { useInitiateHotelBooking } from '../api/initiate-hotel-booking';
import { PriceLockPanel } from '../components/price-lock-panel';
import { guestsSummary, stayFromParams } from '../components/stay-query';
import { StaySaving } from '../components/stay-saving';

/** A hotel: its rooms and rates for the stay, each with its cancellation policy; Reserve holds the price for 15 minutes. */
const nights = (stay: { check_in: string; check_out: string }) =>
  Math.max(1, Math.round((Date.parse(stay.check_out) - Date.parse(stay.check_in)) / 86_400_000));

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

  return (
    <DetailPageFrame
      name={hotel.name}
      picture={hotel.image_url}
      listing={{ label: 'Luxury staycations', to: '/staycations' }}
      facts={`${hotel.star_rating} star · ${hotel.address}`}
      description={hotel.description}
      aside={
        <div className="flex flex-col gap-4">
          {locked && stay && (
            <PriceLockPanel
              key={locked.lock.order_token}
              lock={locked.lock}
              stay={stay}
              roomName={`${locked.rate.room_name}, ${locked.rate.board}`}
              onReserveAgain={() => void reserve(locked.rate)}
            />
          )}
          <section aria-labelledby="rooms-heading" className="flex flex-col gap-3">
            <h2 id="rooms-heading" className="text-xl font-semibold">
              Rooms
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
                  <ul className="flex flex-col gap-3">
                    {rates.data.rates.map((rate) => {
                      const room = hotel.rooms.find((r) => r.id === rate.room_id);
                      return (
                        <li
                          key={rate.rate_id}
                          className="flex flex-col gap-2 overflow-hidden rounded-lg border border-stone-200 bg-white pb-4"
                        >
                          {room && <ListingPicture src={room.image_url} alt="" sizes="(min-width: 1024px) 440px, 100vw" />}
                          <div className="flex flex-col gap-2 px-4">
                            <h3 className="font-semibold">
                              {rate.room_name}, {rate.board}
                            </h3>
                            <p>
                              <span className="text-lg font-semibold">{rupees(Math.round(rate.price_inr / nights(stay)))}</span>{' '}
                              <span className="text-sm text-stone-700">a night</span>
                            </p>
                            <p className="text-sm text-stone-700">{rupees(rate.price_inr)} for the stay</p>
                            <StaySaving price={rate.price_inr} publicPrice={rate.public_price_inr} />
                            <p className="text-sm text-stone-800">{rate.cancellation_policy.text}</p>
                            <Button
                              variant="secondary"
                              className="self-start"
                              aria-label={`Reserve ${rate.room_name}, ${rate.board}`}
                              busy={initiate.isPending && initiate.variables?.rate_id === rate.rate_id}
                              onClick={() => void reserve(rate)}
                            >
                              Reserve
                            </Button>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </>
            )}
          </section>
        </div>
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
