import { ledgerExceptionActions, ledgerExceptionLabels, type LedgerReport } from '@portal/contract';

const money = (rupees: number) => `Rs.${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The ledger as the CLI prints it: totals, days, then each exception with what an operator does. */
export function formatReport(report: LedgerReport, where: string) {
  const { totals } = report;
  const lines = [
    `Ledger of ${where} at ${report.generated_at} (grace period ${report.grace_minutes} min)`,
    `  captured    ${money(totals.captured)} in ${totals.payments} payments`,
    `  booked      ${money(totals.booked)}`,
    `  refunded    ${money(totals.refunded)} (requested or done)`,
    `  in flight   ${money(totals.in_flight)} (captured less than ${report.grace_minutes} min ago; ${report.open_jobs} money jobs open)`,
    `  exceptions  ${money(totals.exceptions)} in ${report.exceptions.length}`,
  ];
  if (report.days.length > 0) {
    lines.push('', 'Per day (India time): captured / booked / refunded / in flight / exceptions');
    for (const d of report.days) {
      lines.push(
        `  ${d.day}  ${[d.captured, d.booked, d.refunded, d.in_flight, d.exceptions].map(money).join(' / ')}  (${d.exception_count} exceptions)`,
      );
    }
  }
  if (report.exceptions.length > 0) {
    lines.push('', 'Exceptions:');
    for (const e of report.exceptions) {
      lines.push(
        `  ${e.kind.toUpperCase()} (${ledgerExceptionLabels[e.kind]}): ${e.flow} payment ${e.txnid} for ${e.reference}, ${money(e.amount)}, captured ${e.captured_at}`,
        `    ${e.detail}`,
        `    what to do: ${ledgerExceptionActions[e.kind]}`,
      );
    }
  }
  lines.push(
    '',
    report.balanced
      ? 'Balanced: every captured payment is booked or refunded.'
      : `NOT BALANCED: ${report.exceptions.length} exception(s); see "How money is reconciled" in the README.`,
  );
  return lines.join('\n');
}
