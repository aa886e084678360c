import { saveDownload } from '@/lib/save-download';

/** GET /bookings/{id}/calendar: the .ics of a confirmed booking, saved as a file. */
export const downloadCalendar = (id: string, reference: string) =>
  saveDownload(`/booking/bookings/${encodeURIComponent(id)}/calendar`, `${reference}.ics`);
