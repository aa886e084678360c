import { ChevronDown } from 'lucide-react';
import { fixtureName, isFixtureOpen, type BookingType, type Fixture, type FixtureTicketsWords } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';
import { formatIstDateTime } from '@/lib/format-ist';
import { useKindCatalogue } from '../shaped-kind-api';
import { requestFixture } from './requested-fixture';

function FixtureFacts({ fixture }: { fixture: Fixture }) {
  return (
    <>
      <span className="block text-lg font-semibold">{fixtureName(fixture)}</span>
      <span className="block text-stone-800">
        <time dateTime={fixture.starts_at}>{formatIstDateTime(fixture.starts_at)}</time> IST
      </span>
      <span className="block text-sm text-stone-700">
        {fixture.stadium}, {fixture.city}
      </span>
    </>
  );
}

// The cards' name never contains the page's Request button's words, so that button's name stays unique.
/**
 * The fixture list: each match with its day and first ball in India time and the stadium. A match still open for
 * requests is one button (issue 30: tap a fixture to request it): it starts the request with that match chosen.
 */
export function FixtureList(props: {
  type: BookingType;
  words: FixtureTicketsWords;
  closeDaysBefore: number;
  /** Starts a request (the card check, then the form). */
  onRequest?: () => void;
}) {
  const { type, words, closeDaysBefore, onRequest } = props;
  const fixtures = useKindCatalogue<Fixture>(type);
  const now = new Date();
  if (!fixtures.data) return fixtures.isError ? null : <Spinner label={words.list.loading} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {fixtures.data.map((f) => {
        const open = isFixtureOpen(f, now, closeDaysBefore);
        return (
          <li key={f.id}>
            {open && onRequest ? (
              <button
                type="button"
                aria-label={`Choose this match: ${fixtureName(f)}, ${formatIstDateTime(f.starts_at)} IST, ${f.stadium}`}
                onClick={() => {
                  requestFixture(f.id);
                  onRequest();
                }}
                className="flex h-full min-h-11 w-full flex-col rounded-lg border border-stone-200 bg-white p-4 text-left hover:border-brand hover:bg-stone-50"
              >
                <FixtureFacts fixture={f} />
                <span aria-hidden="true" className="mt-2 flex items-center gap-1 text-sm font-semibold text-brand">
                  Choose this match
                  <ChevronDown aria-hidden="true" className="size-4 -rotate-90" />
                </span>
              </button>
            ) : (
              <div className="h-full rounded-lg border border-stone-200 bg-white p-4">
                <FixtureFacts fixture={f} />
                {!open && <span className="mt-2 block text-sm font-medium text-stone-700">Requests closed</span>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
