import { lazyRoute, useLocation } from '@/lib/router';
import { paths } from '@/config/paths';
import NotFoundInConsole from '../components/not-found-in-console';

/**
 * The offers console's pages (issue 18) behind one route entry: the app's route table, which the home page loads,
 * then carries a single lazy import for all of them, and each page is still its own chunk.
 */
const pages: [pattern: RegExp, page: React.ComponentType][] = [
  [new RegExp(`^${paths.opsMerchants}$`), lazyRoute(() => import('./ops-merchants-page'))],
  [new RegExp(`^${paths.opsApprovals}$`), lazyRoute(() => import('./ops-approvals-page'))],
  [new RegExp(`^${paths.opsClientSettings}$`), lazyRoute(() => import('./ops-client-settings-page'))],
  [new RegExp(`^${paths.opsOffers}$`), lazyRoute(() => import('./ops-offers-page'))],
  [new RegExp(`^${paths.opsNewOffer}$`), lazyRoute(() => import('./ops-new-offer-page'))],
  [new RegExp(`^${paths.opsOffers}/[^/]+$`), lazyRoute(() => import('./ops-offer-page'))],
  [new RegExp(`^${paths.opsRedemptions}$`), lazyRoute(() => import('./ops-redemptions-page'))],
];

export default function OffersConsolePage() {
  const { pathname } = useLocation();
  const Page = pages.find(([pattern]) => pattern.test(pathname.replace(/\/+$/, '')))?.[1] ?? NotFoundInConsole;
  return <Page />;
}
