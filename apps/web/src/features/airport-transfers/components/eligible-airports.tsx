import { useState, type Ref } from 'react';
import type { TransferAirport } from '@portal/contract';
import { matchesSearch, SearchField, SearchMatches } from '@/components/ui/search-field';

/**
 * Spec 02 §2: the cities and their airports, in two columns; a search narrows them. While the list loads the
 * section keeps about its height, so the footer below does not jump down when it comes (it was Lighthouse's CLS
 * 0.13-0.38 on a phone).
 */
export function EligibleAirports({
  airports,
  loading = false,
  ref,
}: {
  airports: TransferAirport[];
  loading?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const [query, setQuery] = useState('');
  const shown = airports.filter((a) => matchesSearch(query, a.city, a.airport));
  return (
    <section
      ref={ref}
      id="eligible-airports"
      tabIndex={-1}
      aria-labelledby="eligible-airports-heading"
      aria-busy={loading || undefined}
      className={`scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-6 ${loading ? 'min-h-[44rem]' : ''}`}
    >
      <h2 id="eligible-airports-heading" className="mb-4 text-2xl font-bold tracking-tight">
        Eligible airports
      </h2>
      <SearchField label="Search airports" placeholder="A city or an airport" value={query} onChange={setQuery} />
      <SearchMatches
        query={query}
        count={shown.length}
        things="airports"
        noMatch={loading ? undefined : `No airport matches “${query}”.`}
      />
      <ul className="grid grid-cols-2 gap-x-6 gap-y-3">
        {shown.map((a) => (
          <li key={a.id}>
            <span className="block font-medium text-stone-900">{a.city}</span>
            <span className="block text-sm text-stone-700">{a.airport}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
