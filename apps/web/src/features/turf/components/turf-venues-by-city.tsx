import { turfSportLabels, type TurfVenue } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';
import { formatIstTime } from '@/lib/format-ist';
import { useTurfVenues } from '../api/get-turf-venues';

/** The cities in the catalogue's order, each with its venues. */
export const venuesByCity = (venues: readonly TurfVenue[]) => {
  const cities = new Map<string, TurfVenue[]>();
  for (const venue of venues) cities.set(venue.city, [...(cities.get(venue.city) ?? []), venue]);
  return [...cities.entries()];
};

export function TurfVenuesByCity() {
  const venues = useTurfVenues();
  if (!venues.data) return venues.isError ? null : <Spinner label="Loading turfs" />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {venuesByCity(venues.data).map(([city, here]) => (
        <section key={city} aria-labelledby={`turf-city-${city}`} className="rounded-lg border border-stone-200 bg-white p-4">
          <h3 id={`turf-city-${city}`} className="mb-2 text-lg font-semibold">
            {city}
          </h3>
          <ul className="space-y-2 text-stone-800">
            {here.map((v) => (
              <li key={v.id}>
                <span className="font-medium">{v.name}</span>
                <span className="block text-sm text-stone-700">
                  {v.sports.map((s) => turfSportLabels[s]).join(', ')} · {formatIstTime(v.first_hour)} to {formatIstTime(v.last_hour)} slots
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
