import { useMutation } from '@tanstack/react-query';
import type { HotelPriceLock } from '@portal/contract';
import { api } from '@/lib/api-client';
import type { Stay } from '../components/stay-query';

/** POST /api/rewards/luxury_staycations/initiate_booking: the price preview, held for 15 minutes, with its cancellation policy. */
export const initiateHotelBooking = (input: { hotel_id: string; rate_id: string } & Stay) =>
  api.post<HotelPriceLock>('/rewards/luxury_staycations/initiate_booking', input);

export const useInitiateHotelBooking = () => useMutation({ mutationFn: initiateHotelBooking });
