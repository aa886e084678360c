import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStaff, StaffMember } from '@portal/contract';
import { opsRequest } from './ops-request';

/** POST /api/ops/staff (admins only). */
export const addStaff = (body: AddStaff) => opsRequest<{ data: StaffMember }>('/ops/staff', { method: 'POST', body }).then((r) => r.data);

export const useAddStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] }) });
};
