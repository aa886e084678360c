import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@portal/contract';
import { opsRequest } from './ops-request';

export const getStaff = () => opsRequest<{ data: StaffMember[] }>('/ops/staff').then((r) => r.data);
export const staffQueryOptions = () => queryOptions({ queryKey: ['ops', 'staff'], queryFn: getStaff });
export const useStaff = () => useQuery(staffQueryOptions());
