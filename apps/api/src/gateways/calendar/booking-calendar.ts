import { bookingKinds, statusWords, type BookingStatus, type BookingType, type ClientConfig } from '@portal/contract';
import { buildIcs } from './ics.ts';

/** What a booking's calendar file is made from: the row as stored, so the mail and the download agree. */
export interface CalendarBooking {
  id: string;
  reference: string;
  type: BookingType;
  status: BookingStatus;
  serviceAt: Date;
  city: string | null;
  confirmationDetails: Record<string, string> | null;
  updatedAt: Date;
}

const DAY_MINUTES = 24 * 60;

/** "Privileges: golf (GLF-ABCD2345) · Confirmed": the status in the same words as the badge, the SMS and the e-mail. */
export const calendarSummary = (client: ClientConfig, serviceName: string, reference: string, statusLabel: string) =>
  `${client.programme_name}: ${serviceName} (${reference}) · ${statusLabel}`;

/** In the kind's labels' order (the registry's): the database's JSON type does not keep the order keys were written in. */
export function detailLines(type: BookingType, details: Record<string, string> | null): string[] {
  return Object.entries(bookingKinds[type].confirmationLabels)
    .filter(([key]) => details?.[key])
    .map(([key, label]) => `${label}: ${details![key]}`);
}

/**
 * The calendar file of a confirmed booking (METHOD:PUBLISH, SEQUENCE 0), or of one cancelled after it was
 * confirmed (METHOD:CANCEL, SEQUENCE 1, same UID), with a reminder the day before.
 */
export function bookingCalendar(
  booking: CalendarBooking,
  client: ClientConfig,
): { filename: string; method: 'PUBLISH' | 'CANCEL'; content: string } {
  const cancelled = booking.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const words = statusWords(booking.status);
  const content = buildIcs({
    uid: `${booking.id}@${client.client_id}`,
    method,
    sequence: cancelled ? 1 : 0,
    status: words.calendar,
    organizer: { name: client.programme_name, email: client.concierge_email },
    start: booking.serviceAt,
    durationMinutes: bookingKinds[booking.type].serviceMinutes,
    summary: calendarSummary(client, bookingKinds[booking.type].serviceName, booking.reference, words.label),
    description: [...detailLines(booking.type, booking.confirmationDetails), `Helpline: ${client.helpline}`].join('\n'),
    location: booking.city ?? undefined,
    stamp: booking.updatedAt,
    alarmMinutesBefore: DAY_MINUTES,
  });
  return { filename: `${booking.reference}.ics`, method, content };
}
