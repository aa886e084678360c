import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contract';
import { opsApi } from './ops-client';

export const getStaff = () => opsApi.get<{ data: StaffMember[] }>('/ops/staff').then((r) => r.data);
export const staffQueryOptions = () => queryOptions({ queryKey: ['ops', 'staff'], queryFn: getStaff });
export const useStaff = () => useQuery(staffQueryOptions());
