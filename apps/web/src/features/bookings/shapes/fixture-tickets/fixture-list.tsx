import { fixtureName, isFixtureOpen, type BookingType, type Fixture, type FixtureTicketsWords } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';
import { formatIstDateTime } from '@/lib/format-ist';
import { useKindCatalogue } from '../shaped-kind-api';

/** The fixture list: each match with its day and first ball in India time, the stadium, and whether requests are open. */
export function FixtureList(props: { type: BookingType; words: FixtureTicketsWords; closeDaysBefore: number }) {
  const { type, words, closeDaysBefore } = props;
  const fixtures = useKindCatalogue<Fixture>(type);
  const now = new Date();
  if (!fixtures.data) return fixtures.isError ? null : <Spinner label={words.list.loading} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {fixtures.data.map((f) => (
        <li key={f.id} className="rounded-lg border border-stone-200 bg-white p-4">
          <h3 className="text-lg font-semibold">{fixtureName(f)}</h3>
          <p className="text-stone-800">
            <time dateTime={f.starts_at}>{formatIstDateTime(f.starts_at)}</time> IST
          </p>
          <p className="text-sm text-stone-700">
            {f.stadium}, {f.city}
          </p>
          {!isFixtureOpen(f, now, closeDaysBefore) && <p className="text-sm font-medium text-stone-700">Requests closed</p>}
        </li>
      ))}
    </ul>
  );
}
