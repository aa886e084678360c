import type { BookingType } from '@portal/contract';
import type { BookingRow } from './service.ts';

const titles: Record<BookingType, string> = {
  GolfEnquiry: 'Golf booking', AirportVipPrivilege: 'Airport concierge service', AirportTransfer: 'Airport transfer',
};
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
// RFC 5545 text: escape backslash, semicolon, comma and newlines.
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** An iCalendar file with one event for a confirmed booking. */
export function bookingCalendar(booking: Pick<BookingRow, 'id' | 'reference' | 'type' | 'serviceAt' | 'requestInfo' | 'confirmationDetails' | 'city'>): string {
  const info = booking.requestInfo as Record<string, unknown>;
  const place = String(info.golf_course ?? info.airport ?? booking.city ?? '');
  const details = Object.entries(booking.confirmationDetails ?? {}).map(([k, v]) => `${k}: ${v}`).join('\n');
  const end = new Date(booking.serviceAt.getTime() + 2 * 3_600_000);
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Card benefits portal//Bookings//EN', 'BEGIN:VEVENT',
    `UID:${booking.id}@benefits-portal`, `DTSTAMP:${stamp(new Date())}`, `DTSTART:${stamp(booking.serviceAt)}`, `DTEND:${stamp(end)}`,
    `SUMMARY:${text(`${titles[booking.type]} ${booking.reference}`)}`,
    ...(place ? [`LOCATION:${text(place)}`] : []),
    ...(details ? [`DESCRIPTION:${text(details)}`] : []),
    'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}
