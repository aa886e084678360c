import { Page } from '@/components/ui/page';
import { useLedger } from '../api/get-ledger';
import { ConsolePanel } from '../components/console-panel';
import { LedgerDays } from '../components/ledger-days';
import { LedgerExceptions } from '../components/ledger-exceptions';
import { money } from '../components/ledger-money';
import { QueryStatus } from '../components/query-status';

const DAYS = 30;

/** The programme admin's books (issue 27): captured, booked, refunded, per day, and every exception to act on. */
export default function OpsLedgerPage() {
  const ledger = useLedger(DAYS);
  const report = ledger.data;
  return (
    <Page title="Ledger">
      <QueryStatus query={ledger} loading="Loading the ledger" />
      {report && (
        <>
          <p role="status" className={`mb-6 text-lg font-semibold ${report.balanced ? 'text-green-800' : 'text-red-700'}`}>
            {report.balanced
              ? 'Balanced: every captured payment is booked or refunded.'
              : `Not balanced: ${report.exceptions.length} exception${report.exceptions.length === 1 ? '' : 's'} to act on.`}
          </p>
          <ConsolePanel id="ledger-totals" title="All time">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-5">
              {(
                [
                  ['Captured', report.totals.captured],
                  ['Booked', report.totals.booked],
                  ['Refunded', report.totals.refunded],
                  ['In flight', report.totals.in_flight],
                  ['Exceptions', report.totals.exceptions],
                ] as const
              ).map(([label, amount]) => (
                <div key={label}>
                  <dt className="text-sm text-stone-600">{label}</dt>
                  <dd className="font-semibold">{money(amount)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-sm text-stone-600">
              {report.totals.payments} captured payments. In flight: captured less than {report.grace_minutes} minutes ago and not yet
              booked or refunded; {report.open_jobs} reconciliation or refund jobs still open.
            </p>
          </ConsolePanel>
          <ConsolePanel id="ledger-exceptions" title="Exceptions">
            <LedgerExceptions exceptions={report.exceptions} />
          </ConsolePanel>
          <ConsolePanel id="ledger-days" title={`The last ${DAYS} days`}>
            <LedgerDays days={report.days} />
          </ConsolePanel>
        </>
      )}
    </Page>
  );
}
