import { lazyRoute, useLocation } from '@/lib/router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ConsoleRole } from '../api/console-role';
import { useConsoleMe } from '../api/use-console-me';
import NotFoundInConsole from '../components/not-found-in-console';

const admin: readonly ConsoleRole[] = ['admin'];
const managing: readonly ConsoleRole[] = ['admin', 'merchant'];

/**
 * The offers console's pages (issue 18) behind one route entry: the app's route table, which the home page loads,
 * then carries a single lazy import for all of them, and each page is still its own chunk. Each page names the roles
 * it serves (the server checks them again on every call), so nobody else meets a page of refusals.
 */
const pages: [pattern: RegExp, roles: readonly ConsoleRole[], page: React.ComponentType][] = [
  [new RegExp(`^${paths.opsMerchants}$`), admin, lazyRoute(() => import('./ops-merchants-page'))],
  [new RegExp(`^${paths.opsApprovals}$`), admin, lazyRoute(() => import('./ops-approvals-page'))],
  [new RegExp(`^${paths.opsClientSettings}$`), admin, lazyRoute(() => import('./ops-client-settings-page'))],
  [new RegExp(`^${paths.opsOffers}$`), managing, lazyRoute(() => import('./ops-offers-page'))],
  [new RegExp(`^${paths.opsNewOffer}$`), managing, lazyRoute(() => import('./ops-new-offer-page'))],
  [new RegExp(`^${paths.opsOffers}/[^/]+$`), managing, lazyRoute(() => import('./ops-offer-page'))],
  [new RegExp(`^${paths.opsRedemptions}$`), managing, lazyRoute(() => import('./ops-redemptions-page'))],
];

export default function OffersConsolePage() {
  const { pathname } = useLocation();
  const me = useConsoleMe();
  const found = pages.find(([pattern]) => pattern.test(pathname.replace(/\/+$/, '')));
  if (!found) return <NotFoundInConsole />;
  if (me.isPending) return <Spinner label="Loading" />;
  const [, roles, Chosen] = found;
  if (!me.data || !roles.includes(me.data.role))
    return (
      <Page title="Not for this account">
        <p role="alert">This page is not open to your account. The console's menu shows what you can use.</p>
      </Page>
    );
  return <Chosen />;
}
