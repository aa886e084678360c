import { saveDownload } from '@/lib/save-download';

/** GET /booking/my_bookings/{id}/calendar: the .ics of a booked service of any kind, saved as a file. */
export const downloadCalendar = (id: string, reference: string) =>
  saveDownload(`/booking/my_bookings/${encodeURIComponent(id)}/calendar`, `${reference}.ics`);
