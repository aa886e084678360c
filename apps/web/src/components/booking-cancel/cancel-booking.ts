import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingListItem } from '@portal/contract';
import { api } from '@/lib/api-client';

/**
 * POST /bookings/cancel_booking (id, and the fee paid where the list knows it): the server decides what is refunded.
 * Shared by the per-service lists and /my-bookings; both lists' queries sit under ['bookings'].
 */
export const cancelBooking = (input: { id: string; refund_amount?: number }) =>
  api.post<{ status: 'success'; msg: string; data: BookingListItem }>('/booking/bookings/cancel_booking', input);

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
