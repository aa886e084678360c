import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

const event = {
  uid: 'GLF-ABCD2345@axis-benefits',
  method: 'PUBLISH' as const,
  sequence: 0,
  status: 'CONFIRMED' as const,
  organizer: { name: 'Privileges: concierge', email: 'concierge@bank.example' },
  start: new Date('2026-11-28T01:30:00Z'),
  durationMinutes: 240,
  summary: 'Privileges: golf (GLF-ABCD2345)',
  description: 'Tee time: 7:00 am\nCourse contact: Pro shop; gate 2, north wing',
  location: 'Bengaluru',
  stamp: new Date('2026-11-21T10:00:00.123Z'),
};

describe('buildIcs', () => {
  it('writes one VEVENT in UTC with CRLF line ends, escaping text as RFC 5545 says', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:GLF-ABCD2345@axis-benefits',
        'DTSTAMP:20261121T100000Z',
        'DTSTART:20261128T013000Z',
        'DTEND:20261128T053000Z',
        'SUMMARY:Privileges: golf (GLF-ABCD2345)',
        'LOCATION:Bengaluru',
        'END:VEVENT',
      ]),
    );
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Tee time: 7:00 am\\nCourse contact: Pro shop\\; gate 2\\, north wing');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...event, description: 'नमस्ते '.repeat(40) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'नमस्ते '.repeat(40)}`);
  });
});
