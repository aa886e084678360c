import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactPreferences } from '@portal/contract';
import { api } from '@/lib/api-client';

export const getContactPreferences = () => api.get<{ data: ContactPreferences }>('/customer/user/contact_preferences').then((r) => r.data);

export const contactPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'contact-preferences'], queryFn: getContactPreferences });

export const useContactPreferences = () => useQuery(contactPreferencesQueryOptions());
