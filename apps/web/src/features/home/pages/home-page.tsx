import { lazy, Suspense } from 'react';
import { quotaYear } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/lib/session';
import { MemberHero } from '../components/member-hero';
import { PublicHome } from '../components/public-home';

// The quota tiles and bookings list (their queries and icons) load only for a signed-in visit.
const MemberBenefits = lazy(() => import('../components/member-benefits'));

/** '/' greets a signed-in cardholder with what the card holds; everyone else sees what the programme offers. */
export default function HomePage() {
  const user = useCurrentUser();
  const year = quotaYear(new Date());
  return (
    <Page title="Home" heading={null}>
      {user ? (
        <>
          <MemberHero user={user} year={year} />
          <Suspense fallback={<p className="min-h-64 text-stone-700">Loading your benefits…</p>}>
            <MemberBenefits user={user} year={year} />
          </Suspense>
        </>
      ) : <PublicHome />}
    </Page>
  );
}
