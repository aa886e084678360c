import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../common/constants.ts';
import type { ConciergeAirport } from '../catalogue/airports.ts';
import {
  conciergeFormWithRules,
  conciergeSentFieldsSchema,
  guestTotalExceeded,
  hasAllowedExtension,
  normalFlightNumber,
  requestFromSentFields,
  uploadRefusal,
  type ConciergeFormValues,
} from './concierge-form.ts';

const now = new Date('2026-11-21T04:40:00Z'); // 10:10 in India
const airports: ConciergeAirport[] = [
  {
    id: 'blr',
    city: 'Bangalore',
    airport: 'KIA',
    terminals: ['T1'],
    buggy_service: 'N',
    domestic: 'Y',
    international: 'Y',
    departure: 'Y',
    arrival: 'N',
  },
  {
    id: 'bom',
    city: 'Mumbai',
    airport: 'CSMIA',
    terminals: ['T2'],
    buggy_service: 'Y',
    domestic: 'Y',
    international: 'Y',
    departure: 'Y',
    arrival: 'Y',
  },
];
const valid: ConciergeFormValues = {
  airport_vip_privileges_bin: '41000001',
  city: 'Mumbai',
  first_name: 'Asha',
  last_name: 'Rao',
  mobile_number: '9876543210',
  email: 'asha@example.in',
  booking_date: '2026-11-26',
  booking_time_hour: '15',
  booking_time_minute: '30',
  travel_sector: 'Domestic',
  assistance_type: 'Arrival',
  airport: 'bom',
  bookingForGuest: 'no',
  passport: '',
  flight_number: '',
  guest_count: '',
  guest_name_1: '',
  guest_name_2: '',
  guest_name_3: '',
  guest_passport_1: '',
  guest_passport_2: '',
  guest_passport_3: '',
  uploads: [{ name: 'ticket.pdf', size: 10 }],
  agree_terms: true,
  contact_info: true,
};
function errors(values: Partial<ConciergeFormValues>, bookedGuests = 0) {
  const result = conciergeFormWithRules({ now, airports, bookedGuests }).safeParse({ ...valid, ...values });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('airport concierge form rules (spec 02 §5)', () => {
  it('accepts a complete request', () => expect(errors({})).toEqual({}));

  it('gives each required field its message', () => {
    expect(
      errors({
        first_name: '',
        last_name: '',
        mobile_number: '',
        email: '',
        travel_sector: '',
        assistance_type: '',
        airport: '',
        booking_date: '',
        booking_time_hour: '',
        bookingForGuest: '',
        contact_info: false,
        uploads: [],
      }),
    ).toMatchObject({
      first_name: messages.firstNameRequired,
      last_name: messages.lastNameRequired,
      mobile_number: messages.mobileRequired,
      email: messages.emailRequired,
      travel_sector: messages.travelTypeRequired,
      assistance_type: messages.assistanceTypeRequired,
      airport: messages.airportRequired,
      booking_date: messages.travelDateRequired,
      booking_time_hour: messages.bookingTimeRequiredAirport,
      bookingForGuest: messages.guestChoiceRequired,
      contact_info: messages.acceptConditions,
      uploads: messages.ticketsRequired,
    });
    expect(errors({ mobile_number: '98765', email: 'asha@' })).toEqual({
      mobile_number: messages.mobileInvalid,
      email: messages.emailInvalid,
    });
  });

  it('needs a date after tomorrow and, within 2 days, a time still ahead (India time)', () => {
    expect(errors({ booking_date: '2026-11-22' })).toEqual({ booking_date: messages.travelDateTooEarly });
    expect(errors({ booking_date: '2026-11-23', booking_time_hour: '9', booking_time_minute: '0' })).toEqual({
      booking_time_hour: messages.bookingTimePassed,
    });
    expect(errors({ booking_date: '2026-11-23', booking_time_hour: '10', booking_time_minute: '15' })).toEqual({});
  });

  it('refuses an airport that does not serve the city, sector or assistance', () => {
    expect(errors({ city: 'Bangalore' })).toEqual({ airport: messages.airportNotOffered });
    expect(errors({ city: 'Bangalore', airport: 'blr' })).toEqual({ airport: messages.airportNotOffered });
  });

  it('guests: no clears them; a count makes that many names (and passports for International) required', () => {
    expect(errors({ bookingForGuest: 'no', guest_count: '3' })).toEqual({});
    expect(errors({ bookingForGuest: 'yes', guest_count: '' })).toEqual({ guest_count: messages.guestChoiceRequired });
    expect(errors({ bookingForGuest: 'yes', guest_count: '2', guest_name_1: 'Ravi' })).toEqual({
      guest_name_2: messages.guestNameRequiredAirport,
    });
    expect(errors({ bookingForGuest: 'yes', guest_count: '1', travel_sector: 'International', guest_name_1: 'Ravi' })).toEqual({
      passport: messages.passportRequired,
      guest_passport_1: messages.guestPassportRequired,
    });
    expect(errors({ bookingForGuest: 'yes', guest_count: '1', guest_name_1: '' })).toEqual({ guest_name_1: messages.guestNamesRequired });
  });

  it('refuses a guest total above 6', () => {
    expect(errors({ bookingForGuest: 'yes', guest_count: '2', guest_name_1: 'A', guest_name_2: 'B' }, 4)).toEqual({});
    expect(errors({ bookingForGuest: 'yes', guest_count: '3', guest_name_1: 'A', guest_name_2: 'B', guest_name_3: 'C' }, 4)).toEqual({
      guest_count: messages.guestTotalExceeded,
    });
  });

  it('refuses, before sending, a file of the wrong type, a file over the size limit and one file too many', () => {
    const file = (name: string, size = 1) => ({ name, size });
    expect(uploadRefusal([], [file('ticket.pdf', UPLOAD_MAX_FILE_BYTES)])).toBeUndefined();
    expect(uploadRefusal([], [file('setup.exe')])).toBe(messages.fileFormatUnsupported);
    expect(uploadRefusal([], [file('ticket.pdf'), file('scan.png', UPLOAD_MAX_FILE_BYTES + 1)])).toBe(
      'scan.png is larger than 5 MB. Please choose a smaller file.',
    );
    const held = Array.from({ length: UPLOAD_MAX_FILES - 1 }, (_, i) => file(`t${i}.pdf`));
    expect(uploadRefusal(held, [file('last.pdf')])).toBeUndefined();
    expect(uploadRefusal(held, [file('last.pdf'), file('extra.pdf')])).toBe('Please upload at most 6 files.');
  });

  it('takes an optional flight number and refuses text that is not one', () => {
    expect(errors({ flight_number: '' })).toEqual({});
    expect(errors({ flight_number: '6e 2134' })).toEqual({});
    expect(errors({ flight_number: 'UK955A' })).toEqual({});
    expect(errors({ flight_number: 'tomorrow' })).toEqual({ flight_number: messages.flightNumberInvalid });
    expect(normalFlightNumber(' ai864 ')).toBe('AI 864');
  });

  it('allows jpg, jpeg, png and pdf uploads only', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.pdf'].every(hasAllowedExtension)).toBe(true);
    expect(
      errors({
        uploads: [
          { name: 'ticket.pdf', size: 1 },
          { name: 'setup.exe', size: 1 },
        ],
      }),
    ).toEqual({ uploads: messages.fileFormatUnsupported });
  });

  it('reads the sent fields back, with the booking_date_time format', () => {
    const sent = conciergeSentFieldsSchema.parse({
      bin_used: '41000001',
      booking_date_time: 'Thu, 26 Nov 2026 3:30:00 pm',
      guests: '[{"guest_name":"Ravi","passport":"P1"}]',
      booking_for_guest: 'yes',
      guest_count: '1',
    });
    expect(requestFromSentFields(sent, [])).toMatchObject({
      booking_date: '2026-11-26',
      booking_hour: 15,
      booking_minute: 30,
      guest_count: 1,
      guests: [{ guest_name: 'Ravi', passport: 'P1' }],
    });
    expect(conciergeSentFieldsSchema.safeParse({ bin_used: '41000001', guests: '{not json' }).success).toBe(false);
  });
});

describe('the guest total (spec 02 §5)', () => {
  it("exceeds at 7: this year's booked guests and the chosen count together; the count choice shows only below 7", () => {
    expect(guestTotalExceeded(0, 3)).toBe(false);
    expect(guestTotalExceeded(3, 3)).toBe(false);
    expect(guestTotalExceeded(4, 3)).toBe(true);
    expect(guestTotalExceeded(7, 0)).toBe(true);
    expect(errors({ bookingForGuest: 'yes', guest_count: '3', guest_name_1: 'A', guest_name_2: 'B', guest_name_3: 'C' }, 4)).toEqual({
      guest_count: messages.guestTotalExceeded,
    });
  });
});
