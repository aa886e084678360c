import { Link } from '@/lib/router';
import { Page } from './page';
import { Spinner } from './spinner';

export interface DetailPageFallbackProps {
  /** The detail's query, not yet loaded or failed. */
  query: { isPending: boolean; error: Error | null };
  /** What the page shows ('Hotel'): its title while it loads, and the spinner's 'Loading the hotel'. */
  noun: string;
  /** When it cannot be shown: the page's title and heading (without one, the API's message is read out under the title). */
  missing: { title: string; heading?: string };
  /** Where to go instead. */
  back: { to: string; label: string };
}

/** What a detail page (an expedition, a hotel, a tour, an offer) shows until its item is loaded, or when it cannot be. */
export function DetailPageFallback({ query, noun, missing, back }: DetailPageFallbackProps) {
  if (query.isPending) {
    return (
      <Page title={noun}>
        <Spinner label={`Loading the ${noun.toLowerCase()}`} />
      </Page>
    );
  }
  return (
    <Page title={missing.title} heading={missing.heading}>
      {!missing.heading && (
        <p role="alert" className="mb-4 text-stone-800">
          {query.error?.message}
        </p>
      )}
      <Link to={back.to} className="text-accent underline">
        {back.label}
      </Link>
    </Page>
  );
}
