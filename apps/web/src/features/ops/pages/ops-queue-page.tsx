import { Navigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '../api/get-me';
import { useQueue, type QueueFilters } from '../api/get-queue';
import { useStaffToken } from '../api/staff-token';
import { consoleHome } from '../components/console-nav';
import { QueueFiltersForm } from '../components/queue-filters';
import { QueueList } from '../components/queue-list';
import { QueryStatus } from '../components/query-status';

/** The console's home: the booking queue for staff; a merchant's user has no queue and goes to its own offers. */
export default function OpsQueuePage() {
  const me = useMe(useStaffToken());
  if (me.isPending) return <Spinner label="Loading" />;
  if (me.data?.role === 'merchant') return <Navigate to={consoleHome(me.data.role)} replace />;
  return <BookingQueue />;
}

function BookingQueue() {
  const [params, setParams] = useSearchParams();
  const filters: QueueFilters = {
    status: params.get('status') ?? 'requested',
    type: params.get('type') ?? undefined,
    date: params.get('date') ?? undefined,
    city: params.get('city') ?? undefined,
  };
  const queue = useQueue(filters);
  const change = (next: QueueFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1]))), { replace: true });
  const items = queue.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Page title="Booking queue">
      <QueueFiltersForm value={filters} onChange={change} />
      <QueryStatus query={queue} loading="Loading bookings" />
      {queue.data && <QueueList items={items} />}
      {queue.hasNextPage && (
        <div className="mt-4 text-center">
          <Button variant="secondary" busy={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
            Show more
          </Button>
        </div>
      )}
    </Page>
  );
}
