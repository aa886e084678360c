import { DEFAULT_TOURS_CITY } from '@portal/contract';
import type { LoaderArgs } from '@/lib/router';
import { tourCategoriesQueryOptions } from '../api/get-tour-categories';
import { tourCitiesQueryOptions } from '../api/get-tour-cities';
import { tourProductsQueryOptions } from '../api/get-tour-products';

/** The city and category in the address (Mumbai first). */
export const readTourChoice = (params: URLSearchParams) => ({
  city: params.get('city') ?? DEFAULT_TOURS_CITY,
  category: params.get('category') ?? undefined,
});

/** /tours' loader: the city's tours and categories, and the cities, under the keys the page reads. */
export default function loadToursPage({ searchParams, queryClient }: LoaderArgs) {
  const { city, category } = readTourChoice(searchParams);
  void queryClient.prefetchQuery(tourProductsQueryOptions(city, category));
  void queryClient.prefetchQuery(tourCategoriesQueryOptions(city));
  void queryClient.prefetchQuery(tourCitiesQueryOptions());
}
