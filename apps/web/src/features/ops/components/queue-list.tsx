import { Link } from '@/lib/router';
import type { OpsQueueItem } from '@portal/contract';
import { paths } from '@/config/paths';
import { AnswerBy, cardClass, urgencyOf, UrgencyBadge, useNow } from './deadline';
import { bookingWhen, serviceLabels, statusLabel } from './format';

/** The queue as a list of cards (readable at 375 px), earliest deadline first; each flagged by its deadline's urgency. */
export function QueueList({ items }: { items: OpsQueueItem[] }) {
  const now = useNow();
  if (items.length === 0)
    return <p className="rounded border border-stone-300 bg-white p-6 text-center">No bookings match these filters.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Bookings, earliest deadline first">
      {items.map((item) => {
        const urgency = urgencyOf(item, now);
        return (
          <li key={item.id} className={`rounded-lg border bg-white p-4 ${urgency ? cardClass[urgency] : 'border-stone-300'}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link to={`${paths.ops}/bookings/${item.id}`} className="text-lg font-semibold text-accent underline">
                {item.reference}
              </Link>
              {urgency && <UrgencyBadge urgency={urgency} />}
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="inline text-stone-600">Service: </dt>
                <dd className="inline">
                  {serviceLabels[item.type]}
                  {item.city ? `, ${item.city}` : ''}
                </dd>
              </div>
              <div>
                <dt className="inline text-stone-600">When: </dt>
                <dd className="inline">{bookingWhen(item.booking_date_time)}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Answer by: </dt>
                <dd className="inline">
                  <AnswerBy booking={item} now={now} badge={false} />
                </dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Cardholder: </dt>
                <dd className="inline">{item.cardholder_name ?? '—'}</dd>
              </div>
              <div>
                <dt className="inline text-stone-600">Status: </dt>
                <dd className="inline">{statusLabel(item.status)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
