import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /offer/offers/{id} with status 'selected': the cardholder chooses a bundle group's offer (one unit of the period). */
export const selectBundleOffer = ({ offerId, bundleGroupId }: { offerId: string; bundleGroupId: string }) =>
  api.put<{ status: 'success'; msg: string }>(`/offer/offers/${encodeURIComponent(offerId)}`, {
    status: 'selected',
    bundle_group_id: bundleGroupId,
  });

export function useSelectBundleOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectBundleOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers', 'bundles'] }),
  });
}
