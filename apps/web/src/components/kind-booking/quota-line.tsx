import { messages, type BookingsCount } from '@portal/contract';

/** The booking dialog's quota: what is left of the card's yearly allowance, and what is used. */
export function QuotaLine({ counts, unit }: { counts: BookingsCount; unit: string }) {
  return (
    <p aria-label={`Your ${unit} this year`} className="mb-4 rounded-md bg-stone-100 p-3 text-sm text-stone-900">
      <span className="font-semibold">{messages.quotaLeft(counts.pending, counts.eligibility_count)}</span>
      <span className="text-stone-700">
        {' '}
        ({counts.availed} {unit} used)
      </span>
    </p>
  );
}
