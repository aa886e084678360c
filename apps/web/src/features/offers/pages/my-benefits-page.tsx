import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
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

/** One part of the page under its heading: a spinner while its data loads, the API's words if it fails. */
function BenefitsSection<T>(props: {
  id: string;
  heading: string;
  query: UseQueryResult<T>;
  loading: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  const { id, heading, query, loading, className, children } = props;
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="mb-3 text-2xl font-semibold">
        {heading}
      </h2>
      {query.isPending && <Spinner label={loading} />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data !== undefined && children(query.data)}
    </section>
  );
}

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
  return (
    <Page title="My benefits">
      <Link to={paths.offers} className="mb-6 inline-block text-accent underline">
        Browse offers
      </Link>
      <BenefitsSection id="bundles" heading="Your card benefits" query={bundles} loading="Loading your benefits" className="mb-8">
        {(data) => <BundleGroups bundles={data} />}
      </BenefitsSection>
      <BenefitsSection id="received" heading="Vouchers and gift cards" query={redemptions} loading="Loading your vouchers">
        {(data) => {
          const list = data.filter((r) => received.has(r.status));
          return list.length === 0 ? (
            <p className="rounded-md bg-stone-100 p-4 text-stone-800">{messages.offersNothingReceived}</p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {list.map((redemption) => (
                <li key={redemption.id}>
                  <ReceivedItem redemption={redemption} />
                </li>
              ))}
            </ul>
          );
        }}
      </BenefitsSection>
    </Page>
  );
}
