import type { BookingType, VenueSlotWords } from '@portal/contract';
import { bookingKinds } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';
import { formatIstTime } from '@/lib/format-ist';
import { useKindCatalogue } from '../shaped-kind-api';
import { activityNames, type SlotVenue } from './venue-slot-types';

/** The cities in the catalogue's order, each with its venues. */
export const venuesByCity = <V extends { city: string }>(venues: readonly V[]) => {
  const cities = new Map<string, V[]>();
  for (const venue of venues) cities.set(venue.city, [...(cities.get(venue.city) ?? []), venue]);
  return [...cities.entries()];
};

/** A venue kind's catalogue on its landing: by city, each venue with what it offers and its slot hours. */
export function VenueList({ type, words }: { type: BookingType; words: VenueSlotWords }) {
  const venues = useKindCatalogue<SlotVenue>(type);
  const prefix = bookingKinds[type].purpose;
  if (!venues.data) return venues.isError ? null : <Spinner label={words.list.loading} />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {venuesByCity(venues.data).map(([city, here]) => (
        <section key={city} aria-labelledby={`${prefix}-city-${city}`} className="rounded-lg border border-stone-200 bg-white p-4">
          <h3 id={`${prefix}-city-${city}`} className="mb-2 text-lg font-semibold">
            {city}
          </h3>
          <ul className="space-y-2 text-stone-800">
            {here.map((v) => (
              <li key={v.id}>
                <span className="font-medium">{v.name}</span>
                <span className="block text-sm text-stone-700">
                  {v.sports.map((s) => activityNames(type)[s] ?? s).join(', ')} · {formatIstTime(v.first_hour)} to{' '}
                  {formatIstTime(v.last_hour)} slots
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
