import type { BookingsCount } from '@portal/contract';

/** The counts strip of the booking dialog: eligibility, usage and what remains this year. */
export function GolfQuotaCounts({ counts }: { counts: BookingsCount }) {
  const items = [
    ['Eligibility', `${counts.eligibility_count} free sessions`],
    ['Usage', `${counts.availed} sessions utilized`],
    ['Remaining', `${counts.pending} free sessions`],
  ] as const;
  return (
    <dl aria-label="Your golf sessions this year" className="mb-4 grid grid-cols-3 gap-2 rounded-md bg-stone-100 p-3 text-center text-sm">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="font-medium text-stone-700">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
