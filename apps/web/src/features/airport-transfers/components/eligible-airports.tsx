import type { Ref } from 'react';
import type { TransferAirport } from '@portal/contract';

/**
 * Spec 02 §2: the cities and their airports, in two columns. While the list loads the section keeps about its
 * height, so the footer below does not jump down when it comes (it was Lighthouse's CLS 0.13-0.38 on a phone).
 */
export function EligibleAirports({ airports, loading = false, ref }: { airports: TransferAirport[]; loading?: boolean; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} id="eligible-airports" tabIndex={-1} aria-labelledby="eligible-airports-heading" aria-busy={loading || undefined}
      className={`scroll-mt-24 rounded-lg border border-stone-200 bg-white p-6 ${loading ? 'min-h-[40rem]' : ''}`}>
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
