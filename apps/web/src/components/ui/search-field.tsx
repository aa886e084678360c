import { Search } from 'lucide-react';
import { useId } from 'react';

/** A labelled search box that filters a list on the page as the visitor types. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="mb-4 max-w-md">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="min-h-11 w-full rounded-md border border-stone-400 bg-white py-2 pr-3 pl-10 text-stone-900 placeholder:text-stone-500"
        />
      </div>
    </div>
  );
}

/**
 * Under a search, what it found: the count said to screen readers as the visitor types (`{count} {things}
 * match`), and `noMatch` shown when nothing does (left out while the list is still loading).
 */
export function SearchMatches({ query, count, things, noMatch }: { query: string; count: number; things: string; noMatch?: string }) {
  return (
    <>
      <p role="status" className="sr-only">
        {query.trim() ? `${count} ${things} match` : ''}
      </p>
      {count === 0 && noMatch && <p className="text-stone-700">{noMatch}</p>}
    </>
  );
}

/** Case- and accent-insensitive 'contains'. */
export const matchesSearch = (query: string, ...texts: string[]) => {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const q = fold(query.trim());
  return q === '' || texts.some((t) => fold(t).includes(q));
};
