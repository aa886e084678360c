import { bookingStatusLabels, type BookingStatus, type BookingType } from '@portal/contract';

export const serviceLabels: Record<BookingType, string> = {
  GolfEnquiry: 'Golf',
  AirportVipPrivilege: 'Airport concierge',
  AirportTransfer: 'Airport transfer',
};

/** Staff and providers work in India time, whatever the desk computer's zone. */
export const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const statusLabel = (status: BookingStatus) => bookingStatusLabels[status];

export const humanKey = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
