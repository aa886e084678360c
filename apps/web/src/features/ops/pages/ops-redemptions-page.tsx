import { Page } from '@/components/ui/page';
import { indiaTime } from '../components/format';
import { useMerchantRedemptions } from '../api/list-merchant-redemptions';
import { ColumnHeaders } from '../components/column-headers';
import { QueryStatus } from '../components/query-status';

const statusLabels: Record<string, string> = {
  otp_sent: 'Waiting for the code',
  pending: 'Pending',
  completed: 'Redeemed',
  failed: 'Failed',
  sold_out: 'Sold out',
  expired: 'Not confirmed',
};

const columns = ['When', 'Offer', "Cardholder's mobile", 'Code', 'Status'];

/** A merchant's own redemptions, newest first; the server masks the cardholder's mobile and the code. */
export default function OpsRedemptionsPage() {
  const redemptions = useMerchantRedemptions();
  return (
    <Page title="Redemptions">
      <QueryStatus query={redemptions} loading="Loading redemptions" />
      {redemptions.data?.length === 0 && <p>No redemptions yet.</p>}
      {redemptions.data && redemptions.data.length > 0 && (
        // On a phone the table scrolls sideways; keyboard users can focus it to scroll too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Redemptions table">
          <table className="w-full min-w-[36rem] border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Redemptions of your offers, newest first</caption>
            <ColumnHeaders columns={columns} rowClassName="border-b border-stone-300" cellClassName="p-2" />
            <tbody>
              {redemptions.data.map((r) => (
                <tr key={r.id} className="border-b border-stone-200">
                  <td className="p-2">{indiaTime(r.created_at)}</td>
                  <td className="p-2">{r.offer_name}</td>
                  <td className="p-2 font-mono">{r.user_phone_masked ?? '—'}</td>
                  <td className="p-2 font-mono">{r.voucher_code_masked ?? '—'}</td>
                  <td className="p-2">{statusLabels[r.status] ?? r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}
