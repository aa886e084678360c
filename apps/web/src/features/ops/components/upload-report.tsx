import type { VoucherRowRejection } from '@portal/contract';
import { ColumnHeaders } from './column-headers';

export interface UploadPlan {
  loaded: number;
  rejected: VoucherRowRejection[];
  stock_left?: number;
}

const codes = (n: number) => `${n} ${n === 1 ? 'code' : 'codes'}`;
const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** What an upload did (or, planned, would do): the codes loaded, then each refused row with its reason. */
export function UploadReport({ title, plan, planned }: { title: string; plan: UploadPlan; planned: boolean }) {
  const refused = plan.rejected.length;
  return (
    <section aria-label={title} className="rounded-md border border-stone-300 bg-white p-3">
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="mt-1">
        {planned ? `${codes(plan.loaded)} will be loaded.` : `${codes(plan.loaded)} loaded.`}{' '}
        {refused === 0 ? 'No rows refused.' : `${rows(refused)} ${planned ? 'will be' : refused === 1 ? 'was' : 'were'} refused:`}
      </p>
      {refused > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Refused rows</caption>
          <ColumnHeaders columns={['Row', 'Reason']} cellClassName="py-1 pr-4" />
          <tbody>
            {plan.rejected.map((row) => (
              <tr key={row.row} className="border-t border-stone-200">
                <td className="py-1 pr-4 font-mono">{row.row}</td>
                <td className="py-1">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!planned && plan.stock_left !== undefined && <p className="mt-1">Stock left: {plan.stock_left}</p>}
    </section>
  );
}
