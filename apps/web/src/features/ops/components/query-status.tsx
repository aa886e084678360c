import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';

interface Query {
  isPending: boolean;
  error: Error | null;
}

/** What a console page shows until its data comes: a spinner while it loads, the server's refusal if it fails. */
export function QueryStatus({ query, loading }: { query: Query; loading: string }) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.error)
    return (
      <p role="alert" className="text-red-700">
        {query.error.message}
      </p>
    );
  return null;
}

/** The page of one thing (a booking, an offer) until it comes: the page's frame around the spinner or refusal. */
export function QueryStatusPage({ title, query, loading }: { title: string; query: Query; loading: string }) {
  return (
    <Page title={title}>
      <QueryStatus query={query} loading={loading} />
    </Page>
  );
}

/** A list from the server, one white card an item, after the spinner or the refusal. */
export function QueryList<T extends { id: string }>({
  query,
  loading,
  label,
  className,
  children,
}: {
  query: Query & { data?: T[] };
  loading: string;
  label?: string;
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <QueryStatus query={query} loading={loading} />
      {query.data && (
        <ul aria-label={label} className={className}>
          {query.data.map((item) => (
            <li key={item.id} className="rounded border border-stone-300 bg-white p-3">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
