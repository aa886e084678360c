import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConfig, ClientOfferSettings } from '@portal/contract';
import { opsApi } from './ops-client';

/** PUT /api/core/client (admin): how card eligibility is checked, its messages, the SMS template, texts and theme. */
export const updateClientSettings = (body: ClientOfferSettings) =>
  opsApi.put<{ data: ClientConfig }>('/core/client', body).then((r) => r.data);

export const useUpdateClientSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClientSettings,
    onSuccess: (config) => {
      queryClient.setQueryData(['ops', 'client'], config);
      // The portal's own pages read the configuration too.
      void queryClient.invalidateQueries({ queryKey: ['client-config'] });
    },
  });
};
