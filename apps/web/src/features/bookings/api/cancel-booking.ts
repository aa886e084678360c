import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListItem } from '@portal/contract';
import { api } from '@/lib/api-client';

/** POST /bookings/cancel_booking (id, refund_amount): the server decides what is refunded. */
export const cancelBooking = (input: { id: string; refund_amount: number }) =>
  api.post<{ status: 'success'; msg: string; data: BookingListItem }>('/booking/bookings/cancel_booking', input);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
