import { queryOptions } from '@tanstack/react-query';
import { bookingKinds, type BookingType, type BookingsCount } from '@portal/contract';
import { api } from '@/lib/api-client';

/** What every kind's check_bin answers in common (some add a partner redirect, or omit the counts when refused). */
interface QuotaAnswer {
  status: string;
  bookings_count?: BookingsCount | null;
}

/** This year's counts of a card for one kind (POST /api/{kind's family}/check_bin: read-only, as its landing asks it). */
export const getServiceQuota = (type: BookingType, bin: string) => api.post<QuotaAnswer>(`${bookingKinds[type].api}/check_bin`, { bin });

/** The counts, or null when the kind's check says this card cannot book it (or sends it to a partner). */
export const serviceQuotaQueryOptions = (type: BookingType, bin: string) =>
  queryOptions({
    queryKey: ['home', 'quota', type, bin],
    queryFn: async (): Promise<BookingsCount | null> => {
      const result = await getServiceQuota(type, bin);
      return result.status === 'success' && result.bookings_count ? result.bookings_count : null;
    },
    staleTime: 30_000,
    retry: false,
  });
