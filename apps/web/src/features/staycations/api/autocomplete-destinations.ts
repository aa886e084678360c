import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hotelAutocompleteSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type HotelAutocomplete = z.infer<typeof hotelAutocompleteSchema>;

/** GET /api/rewards/luxury_staycations/autocomplete?query=: destinations (and hotels) matching what is typed. */
export const autocompleteDestinations = (query: string) =>
  api.get<HotelAutocomplete>('/rewards/luxury_staycations/autocomplete', { query });

export const destinationsQueryOptions = (query: string) =>
  queryOptions({ queryKey: ['hotel-autocomplete', query], queryFn: () => autocompleteDestinations(query), staleTime: 10 * 60_000 });

export const useDestinationSuggestions = (query: string) =>
  useQuery({ ...destinationsQueryOptions(query.trim()), enabled: query.trim().length >= 2, placeholderData: keepPreviousData });
