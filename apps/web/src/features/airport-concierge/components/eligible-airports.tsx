import { useState } from 'react';
import { airportCities, type ConciergeAirport } from '@portal/contract';
import { matchesSearch, SearchField, SearchMatches } from '@/components/ui/search-field';

/** Spec 02 §2: the eligible airports as cities with their terminals, in two columns; a search narrows them. */
export function EligibleAirports({ airports }: { airports: ConciergeAirport[] }) {
  const [query, setQuery] = useState('');
  const shown = airports.filter((a) => matchesSearch(query, a.city, a.airport, ...a.terminals));
  const cities = airportCities(shown);
  return (
    <>
      <SearchField label="Search airports" placeholder="A city or an airport" value={query} onChange={setQuery} />
      <SearchMatches query={query} count={cities.length} things="cities" noMatch={`No airport matches “${query}”.`} />
      <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {cities.map((city) => (
          <li key={city}>
            <span className="font-semibold">{city}</span>
            <ul className="ml-4 list-disc text-sm text-stone-700">
              {shown
                .filter((a) => a.city === city)
                .map((a) => (
                  <li key={a.id}>
                    {a.airport} – {a.terminals.join(', ')}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
