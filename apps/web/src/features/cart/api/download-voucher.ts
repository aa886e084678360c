import { saveDownload } from '@/lib/save-download';

/** GET /booking/my_bookings/{id}/voucher.pdf: a booked item's voucher (a QR code of its reference), saved as a file. */
export const downloadVoucher = (id: string, reference: string) =>
  saveDownload(`/booking/my_bookings/${encodeURIComponent(id)}/voucher.pdf`, `${reference}-voucher.pdf`);
