import type { BookingsCount } from '@portal/contract';

/** Spec 02 §2 counts strip: eligibility, usage and remaining, from bookings_count. */
export function SessionsStrip({ counts }: { counts: BookingsCount }) {
  const items = [
    { label: 'Eligibility', value: `${counts.eligibility_count} free sessions` },
    { label: 'Usage', value: `${counts.availed} sessions utilized` },
    { label: 'Remaining', value: `${counts.pending} free sessions` },
  ];
  return (
    <dl className="mb-4 grid grid-cols-3 gap-2 rounded-md bg-stone-100 p-3 text-center text-sm">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-stone-600">{item.label}</dt>
          <dd className="font-semibold text-stone-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
