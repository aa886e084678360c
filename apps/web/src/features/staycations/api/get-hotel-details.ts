import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { hotelDetailsSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type HotelDetails = z.infer<typeof hotelDetailsSchema>;

/** GET /api/rewards/luxury_staycations/hotel_details?hotel_id= */
export const getHotelDetails = (hotelId: string) =>
  api.get<HotelDetails>('/rewards/luxury_staycations/hotel_details', { hotel_id: hotelId });

export const hotelDetailsQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: ['hotel-details', hotelId], queryFn: () => getHotelDetails(hotelId), retry: false });

export const useHotelDetails = (hotelId: string) => useQuery(hotelDetailsQueryOptions(hotelId));
