import { isT20Open, t20MatchName } from '@portal/contract';
import { Spinner } from '@/components/ui/spinner';
import { formatIstDateTime } from '@/lib/format-ist';
import { useT20Fixtures } from '../api/get-t20-fixtures';

/** The fixture list: each match with its day and first ball in India time, the stadium, and whether requests are open. */
export function T20FixtureList() {
  const fixtures = useT20Fixtures();
  const now = new Date();
  if (!fixtures.data) return fixtures.isError ? null : <Spinner label="Loading matches" />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {fixtures.data.map((f) => (
        <li key={f.id} className="rounded-lg border border-stone-200 bg-white p-4">
          <h3 className="text-lg font-semibold">{t20MatchName(f)}</h3>
          <p className="text-stone-800">
            <time dateTime={f.starts_at}>{formatIstDateTime(f.starts_at)}</time> IST
          </p>
          <p className="text-sm text-stone-700">
            {f.stadium}, {f.city}
          </p>
          {!isT20Open(f, now) && <p className="text-sm font-medium text-stone-700">Requests closed</p>}
        </li>
      ))}
    </ul>
  );
}
