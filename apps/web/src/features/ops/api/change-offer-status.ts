import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedOffer, OfferStatus } from '@portal/contract';
import { opsApi } from './ops-client';

/** PUT /api/offer/offers/{id} with a status: a merchant pauses or resumes its own; an admin approves, pauses, expires. */
export const changeOfferStatus = ({ id, status }: { id: string; status: OfferStatus }) =>
  opsApi.put<{ msg: string; data: ManagedOffer }>(`/offer/offers/${encodeURIComponent(id)}`, { status });

export const useChangeOfferStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeOfferStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'offers'] }) });
};
