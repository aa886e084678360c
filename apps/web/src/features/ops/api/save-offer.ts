import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedOffer, OfferChange, OfferCreate } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/offer/offers: a new offer (a merchant's is a draft until the admin approves it). */
export const createOffer = (offer: OfferCreate) => opsApi.post<{ msg: string; data: ManagedOffer }>('/offer/offers', offer);
/** PUT /api/offer/offers/{id} with the fields that change. */
export const editOffer = ({ id, changes }: { id: string; changes: OfferChange }) =>
  opsApi.put<{ msg: string; data: ManagedOffer }>(`/offer/offers/${encodeURIComponent(id)}`, changes);

export const useCreateOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOffer, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'offers'] }) });
};
export const useEditOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editOffer, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'offers'] }) });
};
