import type { LoaderArgs } from '@/lib/router';
import { readCurrentUser } from '@/lib/session';
import { storage } from '@/lib/storage';
import { offerCategoriesQueryOptions } from '../api/get-offer-categories';
import { offersQueryOptions, type OfferFilters } from '../api/get-offers';

/** The filters live in the address, so a search can be shared, reloaded and gone back to. */
export function readFilters(params: URLSearchParams, signedIn: boolean): OfferFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    category: params.get('category') ?? undefined,
    city: params.get('city') ?? undefined,
    text: params.get('q') ?? undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    eligible: signedIn && params.get('eligible') === 'true',
  };
}

/** /offers' loader: the page of offers its address asks for, and the categories, under the keys the page reads. */
export default function loadOffersPage({ searchParams, queryClient }: LoaderArgs) {
  const filters = readFilters(searchParams, Boolean(storage.get('token')));
  void queryClient.prefetchQuery(offersQueryOptions(filters, readCurrentUser()?.id ?? 'guest'));
  void queryClient.prefetchQuery(offerCategoriesQueryOptions());
}
