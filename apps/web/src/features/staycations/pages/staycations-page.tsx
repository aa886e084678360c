import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSearchParams } from '@/lib/router';
import { useHotelList } from '../api/get-hotel-list';
import { HotelResultCard } from '../components/hotel-result-card';
import { StaySearchForm } from '../components/stay-search-form';
import { guestsSummary, stayFromParams, stayToParams } from '../components/stay-query';

/** Luxury staycations (issue 19): find a destination's hotels for a stay, each with its price and cancellation policy. */
export default function StaycationsPage() {
  const [params, setParams] = useSearchParams();
  const destinationId = params.get('destination_id') ?? undefined;
  const destinationName = params.get('destination') ?? '';
  const stay = stayFromParams(params);
  const hotels = useHotelList(destinationId, stay);
  const initial = destinationId ? { destination: { id: destinationId, name: destinationName }, stay } : undefined;

  return (
    <Page title="Luxury staycations">
      <p className="mb-6 max-w-2xl text-stone-700">
        Hand-picked hotels and resorts at member rates, paid in full by card. We hold a room&apos;s price for 15 minutes while you book.
      </p>
      <StaySearchForm
        initial={initial}
        onSearch={({ destination, stay: next }) =>
          void setParams({ destination_id: destination.id, destination: destination.name, ...stayToParams(next) })
        }
      />
      {destinationId && stay && (
        <section aria-labelledby="stay-results" className="mt-8">
          <h2 id="stay-results" className="mb-1 text-2xl font-semibold">
            Stays in {destinationName}
          </h2>
          <p className="mb-4 text-stone-700">{guestsSummary(stay.rooms)}</p>
          {hotels.isPending ? (
            <Spinner label="Loading hotels" />
          ) : hotels.isError ? (
            <p role="alert">{hotels.error.message}</p>
          ) : hotels.data.hotels.length === 0 ? (
            <p>No hotels in this destination yet.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {hotels.data.hotels.map((hotel) => (
                <HotelResultCard key={hotel.id} hotel={hotel} stay={stay} />
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}
