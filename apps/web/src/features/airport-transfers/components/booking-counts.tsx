import { messages, type BookingsCount } from '@portal/contract';

/** Spec 02 §2 counts strip: eligibility, usage and what remains (eligibility_count, availed, pending). */
export function BookingCounts({ counts }: { counts: BookingsCount }) {
  const items = [
    { label: 'Eligibility', value: messages.freeSessions(counts.eligibility_count) },
    { label: 'Utilized', value: messages.sessionsUtilized(counts.availed) },
    { label: 'Remaining', value: messages.freeSessions(counts.pending) },
  ];
  return (
    <dl className="mb-4 grid grid-cols-3 gap-2 rounded-md bg-stone-100 p-3 text-center text-sm" aria-label="Your transfers">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-stone-700">{item.label}</dt>
          <dd className="font-semibold text-stone-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
