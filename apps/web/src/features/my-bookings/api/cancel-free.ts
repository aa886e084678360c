import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /booking/my_bookings/{id}/cancel: a paid tour or stay cancelled within its free cancellation, refunded in full. */
export const cancelFree = (id: string) =>
  api.post<{ msg: string; refund_amount: number }>(`/booking/my_bookings/${encodeURIComponent(id)}/cancel`, {});

// The timeline sits under 'bookings': it shows the booking cancelled once this answers.
export function useCancelFree() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelFree, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }) });
}
