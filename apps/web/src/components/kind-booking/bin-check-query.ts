import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * A kind's card check as a query: the landing's Book click fetches it afresh, and the dialog's card field reads
 * that answer (a refusal too) from the cache while the bin stays the same.
 */
export function binCheckQuery<Answer>(feature: string, checkBin: (bin: string) => Promise<Answer>) {
  const options = (bin: string) =>
    queryOptions({ queryKey: [feature, 'check-bin', bin], queryFn: () => checkBin(bin), staleTime: 30_000, retry: false });
  const useBinCheck = (bin: string) => useQuery({ ...options(bin), enabled: bin.length === 8 });
  return { options, useBinCheck };
}
