/**
 * An RFC 5545 calendar file with one event (iTIP method per RFC 5546): CRLF line ends, lines folded at 75
 * octets, text escaped. The e-mailed invitation and the bookings list's "Add to calendar" download both
 * come from here, byte for byte, so a calendar that imports both keeps one event.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';
export interface CalendarEvent {
  /** Stable for the booking's life: a calendar matches a CANCEL or an update to the event by it. */
  uid: string;
  method: CalendarMethod;
  /** Bumped each time the event changes (RFC 5545 §3.8.7.4), so a calendar takes the newer one. */
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  organizer: { name: string; email: string };
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location?: string;
  /** DTSTAMP: when this version of the event was made (the booking's last change, so a file is reproducible). */
  stamp: Date;
  /** A reminder this long before the start (VALARM); none when absent. */
  alarmMinutesBefore?: number;
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
// RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; newlines become \n.
// A parameter value (CN) with a colon, semicolon or comma is quoted; a DQUOTE cannot appear in one at all.
const paramText = (value: string) => (/[:;,]/.test(value) ? `"${value.replace(/"/g, "'")}"` : value.replace(/"/g, "'"));
const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

// RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF + space.
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const alarm =
    event.alarmMinutesBefore && event.method !== 'CANCEL'
      ? [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          `TRIGGER:-PT${event.alarmMinutesBefore}M`,
          'END:VALARM',
        ]
      : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Card Benefits Portal//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...alarm,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
