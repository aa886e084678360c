import { useState, type FormEvent } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { SkeletonList } from '@/components/ui/skeleton';
import { SkeletonListingCard } from '@/components/ui/skeleton-listing-card';
import { ListingCardTitle } from '@/components/ui/listing-card-title';
import { ListingPicture } from '@/components/ui/listing-picture';
import { rupees } from '@/lib/format';
import { useSearchParams } from '@/lib/router';
import { useExpeditionFilters } from '../api/get-expedition-filters';
import { useExpeditionSearch, type ExpeditionSearchQuery } from '../api/search-expeditions';

const FILTERS = ['destination', 'theme', 'month', 'duration'] as const;
const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Expeditions (issue 19, the spec's nat_geo): search and filter small-group journeys, then enquire. */
export default function ExpeditionsPage() {
  const [params, setParams] = useSearchParams();
  const query: ExpeditionSearchQuery = Object.fromEntries(
    ['query', ...FILTERS].flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const [text, setText] = useState(query.query ?? '');
  const filters = useExpeditionFilters();
  const results = useExpeditionSearch(query);
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    void setParams(next, { replace: true });
  };
  const options: Record<(typeof FILTERS)[number], { label: string; all: string; values: { value: string; label: string }[] }> = {
    destination: {
      label: 'Destination',
      all: 'All destinations',
      values: (filters.data?.destinations ?? []).map((v) => ({ value: v, label: v })),
    },
    theme: { label: 'Theme', all: 'All themes', values: (filters.data?.themes ?? []).map((v) => ({ value: v, label: v })) },
    month: { label: 'Month', all: 'Any month', values: (filters.data?.months ?? []).map((v) => ({ value: v, label: v })) },
    duration: {
      label: 'Duration',
      all: 'Any length',
      values: (filters.data?.durations ?? []).map((d) => ({ value: d.id, label: d.label })),
    },
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('query', text.trim());
  };

  return (
    <Page title="Expeditions">
      <p className="mb-6 max-w-2xl text-stone-700">
        Small-group journeys with naturalists and photographers. Send an enquiry and our concierge will call you to plan it; nothing is paid
        online.
      </p>
      <form role="search" aria-label="Expeditions" onSubmit={search} className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor="expedition-query" className="text-sm font-medium text-stone-800">
            Search expeditions
          </label>
          <input
            id="expedition-query"
            type="search"
            className={inputClass}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {FILTERS.map((name) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`expedition-${name}`} className="text-sm font-medium text-stone-800">
              {options[name].label}
            </label>
            <select
              id={`expedition-${name}`}
              className={inputClass}
              value={query[name] ?? ''}
              onChange={(event) => set(name, event.target.value)}
            >
              <option value="">{options[name].all}</option>
              {options[name].values.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <section aria-labelledby="journeys-heading" aria-busy={results.isPending || undefined}>
        <h2 id="journeys-heading" className="mb-4 text-2xl font-semibold">
          Journeys
        </h2>
        {results.isPending ? (
          <SkeletonList label="Loading expeditions" count={6} className={grid} card={<SkeletonListingCard />} />
        ) : results.isError ? (
          <p role="alert">{results.error.message}</p>
        ) : results.data.expeditions.length === 0 ? (
          <p role="status">No expeditions match. Try fewer filters.</p>
        ) : (
          <ul className={grid}>
            {/* On a phone the filters above push even the first card below the fold. */}
            {results.data.expeditions.map((e, i) => (
              <li key={e.id} className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
                <ListingPicture
                  src={e.image_url}
                  alt=""
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  priority={i < 3 && 'wide'}
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <ListingCardTitle to={`/expeditions/${encodeURIComponent(e.id)}`}>{e.name}</ListingCardTitle>
                  <p className="text-sm text-stone-700">
                    {e.destination} · {e.theme} · {e.days} days
                  </p>
                  <p className="text-sm text-stone-700">Departs in {e.months.join(', ')}</p>
                  <p className="mt-auto font-semibold">From {rupees(e.price_from_inr)} per person</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
