import { airportCities, type ConciergeAirport } from '@portal/contract';

/** Spec 02 §2: the eligible airports as cities with their terminals, in two columns. */
export function EligibleAirports({ airports }: { airports: ConciergeAirport[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {airportCities(airports).map((city) => (
        <li key={city}>
          <span className="font-semibold">{city}</span>
          <ul className="ml-4 list-disc text-sm text-stone-700">
            {airports.filter((a) => a.city === city).map((a) => (
              <li key={a.id}>{a.airport} – {a.terminals.join(', ')}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
