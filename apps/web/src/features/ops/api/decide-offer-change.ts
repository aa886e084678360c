import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedOffer } from '@portal/contract';
import { opsApi } from './ops-client';

export type OfferChangeDecision = 'approve' | 'reject';

/** POST /api/offer/offers/{id}/pending_change/{decision} (admin): the merchant's waiting change, as the admin saw it. */
export const decideOfferChange = ({ id, decision, changeId }: { id: string; decision: OfferChangeDecision; changeId: string }) =>
  opsApi.post<{ msg: string; data: ManagedOffer }>(`/offer/offers/${encodeURIComponent(id)}/pending_change/${decision}`, {
    change_id: changeId,
  });

export const useDecideOfferChange = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideOfferChange, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'offers'] }) });
};
