import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoucherUploadResult } from '@portal/contract';
import { opsApi } from './ops-client';

/**
 * POST /api/offer/offers/{id}/vouchers (multipart, the CSV in `vouchers_file`). A dry run answers what would be
 * loaded and which rows would be refused (codes already in the pool too) and loads nothing.
 */
export const uploadVouchers = ({ offerId, file, dryRun }: { offerId: string; file: File; dryRun: boolean }) => {
  const body = new FormData();
  body.append('vouchers_file', file);
  return opsApi.request<VoucherUploadResult>(`/offer/offers/${encodeURIComponent(offerId)}/vouchers`, {
    method: 'POST',
    body,
    query: dryRun ? { dry_run: 'true' } : {},
  });
};

export const useUploadVouchers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVouchers,
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: ['ops', 'offers'] });
    },
  });
};
