import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStaff, StaffMember } from '@portal/contract';
import { opsApi } from './ops-client';

/** POST /api/ops/staff (admins only). */
export const addStaff = (body: AddStaff) => opsApi.post<{ data: StaffMember }>('/ops/staff', body).then((r) => r.data);

export const useAddStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] }) });
};
