import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useMerchants } from '../api/list-merchants';
import { MerchantUsers } from '../components/merchant-users';
import { MerchantForm } from '../components/merchant-form';

/** Admin: the programme's merchants, and a new merchant with its first user. */
export default function OpsMerchantsPage() {
  const merchants = useMerchants();
  return (
    <Page title="Merchants">
      <section aria-labelledby="add-merchant" className="mb-8 rounded-lg border border-stone-300 bg-white p-4">
        <h2 id="add-merchant" className="mb-4 text-lg font-semibold">
          Add merchant
        </h2>
        <MerchantForm />
      </section>
      {merchants.isPending && <Spinner label="Loading merchants" />}
      {merchants.error && (
        <p role="alert" className="text-red-700">
          {merchants.error.message}
        </p>
      )}
      {merchants.data && (
        <ul aria-label="Merchants" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {merchants.data.map((m) => (
            <li key={m.id} className="rounded border border-stone-300 bg-white p-3">
              <p className="font-semibold">{m.name}</p>
              <p className="text-sm text-stone-700">{m.title}</p>
              <p className="text-sm text-stone-700">
                {m.offer_count} {m.offer_count === 1 ? 'offer' : 'offers'}
              </p>
              <MerchantUsers merchant={m} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
