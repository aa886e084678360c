import { ledgerExceptionActions, ledgerExceptionLabels, type LedgerException } from '@portal/contract';
import { money } from './ledger-money';
import { indiaTime } from './format';

/** Every exception, oldest first, with what the operator does about it. */
export function LedgerExceptions({ exceptions }: { exceptions: LedgerException[] }) {
  if (exceptions.length === 0) return <p>None: every captured payment is booked or refunded.</p>;
  return (
    <ul aria-label="Exceptions" className="flex flex-col gap-3">
      {exceptions.map((e) => (
        <li key={`${e.kind}:${e.txnid}:${e.reference}`} className="rounded border border-red-300 bg-red-50 p-3">
          <p className="font-semibold text-red-800">
            {ledgerExceptionLabels[e.kind]} — {money(e.amount)}
          </p>
          <p className="text-sm">
            {{ fee: 'Fee', cart: 'Cart', gift_card: 'Gift card' }[e.flow]} payment <span className="font-mono">{e.txnid}</span> for{' '}
            <span className="font-mono">{e.reference}</span>, captured {indiaTime(e.captured_at)}
          </p>
          <p className="text-sm">{e.detail}</p>
          <p className="mt-1 text-sm">
            <span className="font-semibold">What to do:</span> {ledgerExceptionActions[e.kind]}
          </p>
        </li>
      ))}
    </ul>
  );
}
