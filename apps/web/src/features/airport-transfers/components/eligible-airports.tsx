import type { Ref } from 'react';
import type { TransferAirport } from '@portal/contract';

/** Spec 02 §2: the cities and their airports, in two columns. */
export function EligibleAirports({ airports, ref }: { airports: TransferAirport[]; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} id="eligible-airports" tabIndex={-1} aria-labelledby="eligible-airports-heading" className="scroll-mt-24 rounded-lg border border-stone-200 bg-white p-6">
      <h2 id="eligible-airports-heading" className="mb-4 text-2xl font-semibold">Eligible airports</h2>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-3">
        {airports.map((a) => (
          <li key={a.id}>
            <span className="block font-medium text-stone-900">{a.city}</span>
            <span className="block text-sm text-stone-700">{a.airport}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
