import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hotelListSchema } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Stay } from '../components/stay-query';

export type HotelList = z.infer<typeof hotelListSchema>;

/** POST /api/rewards/luxury_staycations/hotel_list_details: a destination's hotels priced for the stay. */
export const getHotelList = (destinationId: string, stay: Stay) =>
  api.post<HotelList>('/rewards/luxury_staycations/hotel_list_details', { destination_id: destinationId, ...stay });

export const hotelListQueryOptions = (destinationId: string, stay: Stay) =>
  queryOptions({ queryKey: ['hotel-list', destinationId, stay], queryFn: () => getHotelList(destinationId, stay) });

export const useHotelList = (destinationId: string | undefined, stay: Stay | undefined) =>
  useQuery({ ...hotelListQueryOptions(destinationId ?? '', stay!), enabled: Boolean(destinationId && stay) });
