import { messages } from '@portal/contract';
import { SignInRequired } from '@/components/sign-in-required';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useMyBundles } from '../api/get-bundles';
import { useRedemptions } from '../api/get-redemptions';
import { BundleGroups } from '../components/bundle-groups';
import { ReceivedItem } from '../components/received-item';

/** What the cardholder has received (never an unconfirmed or expired attempt). */
const received = new Set(['completed', 'pending', 'failed']);

export default function MyBenefitsPage() {
  const signedIn = useSignedIn();
  const bundles = useMyBundles(signedIn);
  const redemptions = useRedemptions(signedIn);
  if (!signedIn) {
    return (
      <Page title="My benefits">
        <SignInRequired openOnMount />
      </Page>
    );
  }
  const list = redemptions.data?.filter((r) => received.has(r.status));
  return (
    <Page title="My benefits">
      <Link to={paths.offers} className="mb-6 inline-block text-accent underline">
        Browse offers
      </Link>
      <section aria-labelledby="bundles-heading" className="mb-8">
        <h2 id="bundles-heading" className="mb-3 text-2xl font-semibold">
          Your card benefits
        </h2>
        {bundles.isPending && <Spinner label="Loading your benefits" />}
        {bundles.isError && <p role="alert">{bundles.error.message}</p>}
        {bundles.data && <BundleGroups bundles={bundles.data} />}
      </section>
      <section aria-labelledby="received-heading">
        <h2 id="received-heading" className="mb-3 text-2xl font-semibold">
          Vouchers and gift cards
        </h2>
        {redemptions.isPending && <Spinner label="Loading your vouchers" />}
        {redemptions.isError && <p role="alert">{redemptions.error.message}</p>}
        {list && list.length === 0 && <p className="rounded-md bg-stone-100 p-4 text-stone-800">{messages.offersNothingReceived}</p>}
        {list && list.length > 0 && (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((redemption) => (
              <li key={redemption.id}>
                <ReceivedItem redemption={redemption} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
