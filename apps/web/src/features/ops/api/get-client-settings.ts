import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@portal/contract';
import { opsApi } from './ops-client';

/** GET /api/core/client: the client's configuration as it stands, to fill the settings form. */
export const getClientSettings = () => opsApi.get<{ data: ClientConfig }>('/core/client').then((r) => r.data);
export const clientSettingsQueryOptions = () => queryOptions({ queryKey: ['ops', 'client'], queryFn: getClientSettings });
export const useClientSettings = () => useQuery(clientSettingsQueryOptions());
