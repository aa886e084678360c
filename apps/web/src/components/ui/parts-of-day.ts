export type PartOfDay = 'Night' | 'Morning' | 'Afternoon' | 'Evening';

/** Night before 5 AM, morning before noon, afternoon before 5 PM, evening after. */
export function partOfDay(hour: number): PartOfDay {
  if (hour < 5) return 'Night';
  if (hour < 12) return 'Morning';
  return hour < 17 ? 'Afternoon' : 'Evening';
}

/** The slots in the order given, in runs of the same part of day (a sorted list gives one run a part). */
export function byPartOfDay<Slot extends { hour: number }>(slots: readonly Slot[]): { part: PartOfDay; slots: Slot[] }[] {
  const runs: { part: PartOfDay; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const part = partOfDay(slot.hour);
    const last = runs.at(-1);
    if (last?.part === part) last.slots.push(slot);
    else runs.push({ part, slots: [slot] });
  }
  return runs;
}
