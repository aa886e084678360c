import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactPreferences } from '@portal/contract';
import { api } from '@/lib/api-client';

export const saveContactPreferences = (prefs: ContactPreferences) =>
  api.put<{ data: ContactPreferences }>('/customer/user/contact_preferences', prefs).then((r) => r.data);

export function useSaveContactPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContactPreferences,
    onSuccess: (prefs) => queryClient.setQueryData(['user', 'contact-preferences'], prefs),
  });
}
