import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bookingInformationSchema } from '@portal/contract';
import { api } from '@/lib/api-client';

export type BookingInformation = z.infer<typeof bookingInformationSchema>;

/** GET /api/rewards/users/booking_information?booking_id=: one booking with its reference and voucher. */
export const getBookingInformation = (bookingId: string) =>
  api.get<BookingInformation>('/rewards/users/booking_information', { booking_id: bookingId });

export const bookingInformationQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: ['reward-booking', bookingId], queryFn: () => getBookingInformation(bookingId) });

export const useBookingInformation = (bookingId: string | null) =>
  useQuery({ ...bookingInformationQueryOptions(bookingId ?? ''), enabled: Boolean(bookingId) });
