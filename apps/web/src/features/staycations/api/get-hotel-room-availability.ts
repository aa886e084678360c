import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelRate } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Stay } from '../components/stay-query';

/** POST /api/rewards/luxury_staycations/hotel_room_availability: the hotel's rates for the stay, cheapest first. */
export const getHotelRoomAvailability = (hotelId: string, stay: Stay) =>
  api.post<{ hotel_id: string; rates: HotelRate[] }>('/rewards/luxury_staycations/hotel_room_availability', { hotel_id: hotelId, ...stay });

export const hotelRoomAvailabilityQueryOptions = (hotelId: string, stay: Stay) =>
  queryOptions({ queryKey: ['hotel-rates', hotelId, stay], queryFn: () => getHotelRoomAvailability(hotelId, stay) });

export const useHotelRoomAvailability = (hotelId: string, stay: Stay | undefined) =>
  useQuery({ ...hotelRoomAvailabilityQueryOptions(hotelId, stay!), enabled: Boolean(stay) });
