import { messages, type BookingsCount } from '@portal/contract';

export interface CountsStripProps {
  counts: BookingsCount;
  /** The strip's accessible name ('Your golf sessions this year'). */
  label: string;
  /** The middle term; spec 02 §2 calls it usage. */
  usage?: string;
}

/** Spec 02 §2 counts strip of a booking dialog: eligibility, usage and what remains (eligibility_count, availed, pending). */
export function CountsStrip({ counts, label, usage = 'Usage' }: CountsStripProps) {
  const items = [
    ['Eligibility', messages.freeSessions(counts.eligibility_count)],
    [usage, messages.sessionsUtilized(counts.availed)],
    ['Remaining', messages.freeSessions(counts.pending)],
  ] as const;
  return (
    <dl aria-label={label} className="mb-4 grid grid-cols-3 gap-2 rounded-md bg-stone-100 p-3 text-center text-sm">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-stone-700">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
