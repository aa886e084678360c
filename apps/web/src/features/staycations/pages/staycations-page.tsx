import { useEffect, useRef } from 'react';
import { CollectionStrip } from '@/components/rewards/collection-strip';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSearchParams } from '@/lib/router';
import { useHotelList } from '../api/get-hotel-list';
import { HotelResultCard } from '../components/hotel-result-card';
import { stayCollections } from '../components/stay-collections';
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
  const heading = useRef<HTMLHeadingElement>(null);
  // A search asks for the results (issue 30), whether from the form or a collection's link: once the new address
  // shows them, they are scrolled into view and focus moves to their heading, so a phone's user (and a screen
  // reader's) lands on them rather than on the form. Arriving at an address with a search does not move focus.
  const search = params.toString();
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search) return;
    shownSearch.current = search;
    if (!heading.current) return;
    heading.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current.focus({ preventScroll: true });
  }, [search]);

  return (
    <Page title="Luxury staycations">
      <p className="mb-6 max-w-2xl text-stone-700">
        Hand-picked hotels and resorts at member rates, paid in full by card. We hold a room&apos;s price for 15 minutes while you book.
      </p>
      <StaySearchForm
        key={search}
        initial={initial}
        onSearch={({ destination, stay: next }) => {
          void setParams({ destination_id: destination.id, destination: destination.name, ...stayToParams(next) });
        }}
      />
      {destinationId && stay && (
        <section aria-labelledby="stay-results" aria-busy={hotels.isPending || undefined} className="mt-8 scroll-mt-24">
          <h2 id="stay-results" ref={heading} tabIndex={-1} className="mb-1 scroll-mt-24 text-2xl font-semibold">
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
      <div className="mt-10">
        <CollectionStrip id="stay-collections" heading="Collections" collections={stayCollections()} />
      </div>
    </Page>
  );
}
