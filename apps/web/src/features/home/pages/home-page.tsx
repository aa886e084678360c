import { lazy, Suspense } from 'react';
import { Page } from '@/components/ui/page';
import { useCurrentUser } from '@/lib/session';
import { MemberGreeting } from '../components/member-greeting';
import { PublicHome } from '../components/public-home';

// The member home (card art, quota tiles, bookings, their queries and icons) loads only for a signed-in visit.
const MemberHome = lazy(() => import('../components/member-home'));

/** '/' greets a signed-in cardholder with what the card holds; everyone else sees what the programme offers. */
export default function HomePage() {
  const user = useCurrentUser();
  return (
    <Page title="Home" heading={null}>
      {user ? (
        <Suspense
          fallback={
            <>
              <MemberGreeting user={user} />
              <p className="min-h-64 text-stone-700">Loading your benefits…</p>
            </>
          }
        >
          <MemberHome user={user} />
        </Suspense>
      ) : (
        <PublicHome />
      )}
    </Page>
  );
}
