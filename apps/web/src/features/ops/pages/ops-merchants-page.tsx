import { Page } from '@/components/ui/page';
import { useMerchants } from '../api/list-merchants';
import { MerchantUsers } from '../components/merchant-users';
import { MerchantForm } from '../components/merchant-form';
import { ConsolePanel } from '../components/console-panel';
import { QueryList } from '../components/query-status';

/** Admin: the programme's merchants, and a new merchant with its first user. */
export default function OpsMerchantsPage() {
  const merchants = useMerchants();
  return (
    <Page title="Merchants">
      <ConsolePanel id="add-merchant" title="Add merchant">
        <MerchantForm />
      </ConsolePanel>
      <QueryList query={merchants} loading="Loading merchants" label="Merchants" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(m) => (
          <>
            <p className="font-semibold">{m.name}</p>
            <p className="text-sm text-stone-700">{m.title}</p>
            <p className="text-sm text-stone-700">
              {m.offer_count} {m.offer_count === 1 ? 'offer' : 'offers'}
            </p>
            <MerchantUsers merchant={m} />
          </>
        )}
      </QueryList>
    </Page>
  );
}
