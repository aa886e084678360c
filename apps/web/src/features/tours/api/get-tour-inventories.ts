import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, IST_OFFSET, type TourInventory } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/rewards/headout/inventories: a variant's slots on one day (India time), with what is left of each. */
export const getTourInventories = (variantId: string, date: string) =>
  api
    .get<{ data: TourInventory[] }>('/rewards/headout/inventories', {
      variantId,
      startDateTime: `${date}T00:00:00${IST_OFFSET}`,
      endDateTime: `${addDays(date, 1)}T00:00:00${IST_OFFSET}`,
    })
    .then((r) => r.data);

export const tourInventoriesQueryOptions = (variantId: string, date: string) =>
  queryOptions({
    queryKey: ['tour-inventories', variantId, date],
    queryFn: () => getTourInventories(variantId, date),
    // What is left changes as others book: asked again whenever the page comes back into view.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useTourInventories = (variantId: string | undefined, date: string) =>
  useQuery({ ...tourInventoriesQueryOptions(variantId ?? '', date), enabled: Boolean(variantId && /^\d{4}-\d{2}-\d{2}$/.test(date)) });
