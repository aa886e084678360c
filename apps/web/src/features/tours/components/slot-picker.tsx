import type { TourInventory } from '@portal/contract';
import { formatIstDateTime } from '@/lib/format-ist';

/** What is left of a slot, as the cardholder reads it. */
function leftText(slot: TourInventory) {
  if (slot.availability === 'CLOSED' || slot.remaining === 0) return 'Sold out';
  if (slot.availability === 'UNLIMITED' || slot.remaining === null) return 'Places available';
  return `${slot.remaining} ${slot.remaining === 1 ? 'place' : 'places'} left`;
}

const timeOf = (iso: string) => formatIstDateTime(iso).split(', ').pop()!;

/**
 * A day's slots as radio buttons; a closed or sold-out slot is shown but cannot be chosen. `stale`: these are the
 * day (or option) before's, kept in place while the picked one's load, so none of them can be chosen.
 */
export function SlotPicker({
  slots,
  value,
  stale = false,
  onChange,
}: {
  slots: TourInventory[];
  value?: string;
  stale?: boolean;
  onChange: (id: string) => void;
}) {
  if (slots.length === 0) return <p className="text-stone-700">No slots on this day. Please choose another date.</p>;
  return (
    <fieldset className={`flex flex-col gap-2 ${stale ? 'opacity-60' : ''}`} disabled={stale} aria-busy={stale}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Time slot</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {slots.map((slot) => {
          const closed = slot.availability === 'CLOSED' || slot.remaining === 0;
          return (
            <label
              key={slot.id}
              className={`flex min-h-11 items-center gap-3 rounded-md border p-3 ${closed ? 'border-stone-200 bg-stone-100 text-stone-600' : 'border-stone-400 bg-white'} ${value === slot.id ? 'ring-2 ring-brand' : ''}`}
            >
              <input
                type="radio"
                name="tour-slot"
                value={slot.id}
                className="h-5 w-5"
                checked={value === slot.id}
                disabled={closed}
                onChange={() => onChange(slot.id)}
              />
              <span className="font-medium whitespace-nowrap">{timeOf(slot.startDateTime)}</span>
              <span className="ml-auto text-sm">{leftText(slot)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
