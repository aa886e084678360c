import { saveDownload } from '@/lib/save-download';

/** GET /booking/my_bookings/{id}/calendar: a booked item's calendar entry (.ics), saved as a file. */
export const downloadCalendar = (id: string, reference: string) =>
  saveDownload(`/booking/my_bookings/${encodeURIComponent(id)}/calendar`, `${reference}.ics`);
