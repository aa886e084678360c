import { bookingKinds, bookingStatusLabels, bookingTypes, type BookingStatus, type BookingType } from '@portal/contract';

/** The staff's short name of each service, from the kind registry. */
export const serviceLabels = Object.fromEntries(bookingTypes.map((type) => [type, bookingKinds[type].label])) as Record<
  BookingType,
  string
>;

/** Staff and providers work in India time, whatever the desk computer's zone. */
export const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export const statusLabel = (status: BookingStatus) => bookingStatusLabels[status];

export { humanKey } from '@/lib/format';
