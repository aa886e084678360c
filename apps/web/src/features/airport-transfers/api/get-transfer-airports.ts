import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferAirport } from '@portal/contract';
import { api } from '@/lib/api-client';

/** Spec 02 §3 'Airport list (transfer)': the server-provided list the form's filters use. */
export const getTransferAirports = () =>
  api.get<{ data: TransferAirport[] }>('/booking/airports', { service: 'transfer' }).then((r) => r.data);

export const transferAirportsQueryOptions = () =>
  queryOptions({ queryKey: ['airports', 'transfer'], queryFn: getTransferAirports, staleTime: 10 * 60_000 });

export const useTransferAirports = () => useQuery(transferAirportsQueryOptions());
