import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsBookingDetail } from '@portal/contract';
import { opsApi } from './ops-client';

export type BookingAction =
  { event: 'confirm'; details: Record<string, string> } | { event: 'decline'; reason: string } | { event: 'complete' | 'no_show' };

/** POST /api/ops/bookings/:id/{confirm|decline|complete|no_show}. */
export const actOnBooking = (id: string, action: BookingAction) => {
  const { event, ...body } = action;
  return opsApi.post<{ data: OpsBookingDetail }>(`/ops/bookings/${encodeURIComponent(id)}/${event}`, body).then((r) => r.data);
};

export const useBookingAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BookingAction) => actOnBooking(id, action),
    onSuccess: (booking) => {
      queryClient.setQueryData(['ops', 'booking', id], booking);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'queue'] });
    },
  });
};
