import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListItem } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /bookings/cancel_booking for a complimentary kind: the server works out what goes back to the card. */
export const cancelBooking = (input: { id: string }) =>
  api.post<{ status: 'success'; msg: string; data: BookingListItem }>('/booking/bookings/cancel_booking', input);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
