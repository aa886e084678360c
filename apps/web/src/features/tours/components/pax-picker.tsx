import type { TourPax, TourPersonPrice } from '@portal/contract';
import { CounterField } from '@/components/rewards/counter-field';
import { rupees } from '@/lib/format';

const ages = (p: TourPersonPrice) =>
  p.ageFrom !== null && p.ageTo !== null
    ? `Ages ${p.ageFrom} to ${p.ageTo}`
    : p.ageFrom !== null
      ? `Ages ${p.ageFrom} and over`
      : p.ageTo !== null
        ? `Up to age ${p.ageTo}`
        : '';

/** How many people of each price type the slot sells (adult, child with their ages …), at most `max` in all. */
export function PaxPicker({
  persons,
  pax,
  max,
  onChange,
}: {
  persons: TourPersonPrice[];
  pax: TourPax;
  /** The places left (or the provider's per-booking limit). */
  max: number;
  onChange: (pax: TourPax) => void;
}) {
  const total = Object.values(pax).reduce((a, b) => a + (b ?? 0), 0);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-stone-800">People</legend>
      {persons.map((person) => {
        const count = pax[person.type] ?? 0;
        const hint = [ages(person), `${rupees(person.price)} each`].filter(Boolean).join(' · ');
        return (
          <CounterField
            key={person.type}
            label={person.name}
            hint={hint}
            unit={person.name.toLowerCase()}
            value={count}
            min={0}
            max={Math.min(20, count + Math.max(0, max - total))}
            onChange={(next) => onChange({ ...pax, [person.type]: next })}
          />
        );
      })}
    </fieldset>
  );
}
