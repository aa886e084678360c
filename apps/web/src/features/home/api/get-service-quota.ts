import { queryOptions } from '@tanstack/react-query';
import type { BookingsCount } from '@portal/contract';
import { getConciergeQuota } from './get-concierge-quota';
import { getGolfQuota } from './get-golf-quota';
import { getTransferQuota } from './get-transfer-quota';

const quotaOf = { golf: getGolfQuota, concierge: getConciergeQuota, transfers: getTransferQuota };

/** The counts, or null when the service's check says this card cannot book it (or sends it to a partner). */
export const serviceQuotaQueryOptions = (service: keyof typeof quotaOf, bin: string) =>
  queryOptions({
    queryKey: ['home', 'quota', service, bin],
    queryFn: async (): Promise<BookingsCount | null> => {
      const result = await quotaOf[service](bin);
      return result.status === 'success' && 'bookings_count' in result && result.bookings_count ? result.bookings_count : null;
    },
    staleTime: 30_000,
    retry: false,
  });
