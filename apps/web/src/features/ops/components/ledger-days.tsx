import type { LedgerDay } from '@portal/contract';
import { money } from './ledger-money';

/** Per day (India time): what was captured, and where it went. */
export function LedgerDays({ days }: { days: LedgerDay[] }) {
  if (days.length === 0) return <p>No payments captured in this period.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Money per day</caption>
      <thead>
        <tr className="border-b border-stone-300">
          {['Day', 'Captured', 'Booked', 'Refunded', 'In flight', 'Exceptions'].map((heading) => (
            <th key={heading} scope="col" className="py-2 pr-4 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day} className="border-b border-stone-200">
            <th scope="row" className="py-2 pr-4 font-normal">
              {d.day}
            </th>
            <td className="py-2 pr-4">{money(d.captured)}</td>
            <td className="py-2 pr-4">{money(d.booked)}</td>
            <td className="py-2 pr-4">{money(d.refunded)}</td>
            <td className="py-2 pr-4">{money(d.in_flight)}</td>
            <td className={`py-2 pr-4 ${d.exception_count > 0 ? 'font-semibold text-red-700' : ''}`}>
              {d.exception_count > 0 ? `${d.exception_count} (${money(d.exceptions)})` : '0'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
