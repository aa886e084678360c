import { timelineKindLabel, type TimelineKind } from '@portal/contract';
import { KindIcon } from '@/components/kind-visuals/kind-icon';

const chip = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium';
const on = 'border-brand bg-brand text-brand-contrast';
const off = 'border-stone-300 bg-white text-stone-900 hover:bg-stone-100';

/** Chips to show one kind or all: toggle buttons, so a screen reader hears which one is on. */
export function KindFilter({
  kinds,
  selected,
  onSelect,
}: {
  kinds: TimelineKind[];
  selected: TimelineKind | undefined;
  onSelect: (kind: TimelineKind | undefined) => void;
}) {
  return (
    <div role="group" aria-label="Show bookings of" className="flex flex-wrap gap-2">
      <button type="button" aria-pressed={!selected} className={`${chip} ${selected ? off : on}`} onClick={() => onSelect(undefined)}>
        All
      </button>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={selected === kind}
          className={`${chip} ${selected === kind ? on : off}`}
          onClick={() => onSelect(selected === kind ? undefined : kind)}
        >
          <KindIcon kind={kind} />
          {timelineKindLabel(kind)}
        </button>
      ))}
    </div>
  );
}
