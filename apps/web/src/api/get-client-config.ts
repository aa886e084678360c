import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Shared by every feature: the white-label client configuration (GET /api/core/client). */
export const getClientConfig = () => api.get<{ data: ClientConfig }>('/core/client').then((r) => r.data);

export const clientConfigQueryOptions = () => queryOptions({ queryKey: ['client-config'], queryFn: getClientConfig, staleTime: Infinity });

export const useClientConfig = () => useQuery(clientConfigQueryOptions());
