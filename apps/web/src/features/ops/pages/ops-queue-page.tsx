import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useQueue, type QueueFilters } from '../api/get-queue';
import { QueueFiltersForm } from '../components/queue-filters';
import { QueueList } from '../components/queue-list';

export default function OpsQueuePage() {
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
      {queue.isPending && <Spinner label="Loading bookings" />}
      {queue.error && (
        <p role="alert" className="text-red-700">
          {queue.error.message}
        </p>
      )}
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
