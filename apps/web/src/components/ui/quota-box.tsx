import { messages, type BookingsCount } from '@portal/contract';

export interface QuotaBoxProps {
  counts: BookingsCount;
  /** The box's accessible name ('Your golf sessions this year'). */
  label: string;
  /**
   * The kind's unit ('slots', 'tickets'). Without it the box speaks the spec's words (02 §2: 'N free sessions',
   * 'N sessions utilized'), which golf, concierge and transfers keep word for word.
   */
  unit?: string;
}

/**
 * Every booking dialog's quota: Eligibility, Usage, Remaining from bookings_count. A request awaiting payment holds
 * its units (pending already leaves them out) but is not availed yet, so the box says how many are held: the three
 * figures plus the held ones always add up to the eligibility.
 */
export function QuotaBox({ counts, label, unit }: QuotaBoxProps) {
  const said = unit
    ? {
        total: messages.quotaTotal(counts.eligibility_count, unit),
        used: messages.quotaUsed(counts.availed, unit),
        left: messages.quotaLeftOf(counts.pending, unit),
      }
    : {
        total: messages.freeSessions(counts.eligibility_count),
        used: messages.sessionsUtilized(counts.availed),
        left: messages.freeSessions(counts.pending),
      };
  const held = Math.max(0, counts.eligibility_count - counts.availed - counts.pending);
  const items = [
    ['Eligibility', said.total],
    ['Usage', said.used],
    ['Remaining', said.left],
  ] as const;
  return (
    <section aria-label={label} className="mb-4 rounded-md bg-stone-100 p-3 text-sm">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-stone-700">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      {held > 0 && (
        <p className="mt-2 border-t border-stone-300 pt-2 text-center text-stone-700">{messages.quotaHeldAwaitingPayment(held)}</p>
      )}
    </section>
  );
}
