import { turfSportLabels, type BookingType } from '@portal/contract';
import { humanKey } from './format';

/**
 * What staff read of a booking's request_info: each kind's fields in a sensible order under human labels,
 * values in words (Yes / No, Lesson / Game …), and ids left out where the name they stand for is shown.
 * Keys a kind does not list (older rows, a field added later) still show, after the listed ones.
 */

type Format = (value: unknown) => string;

const yesNo = (value: unknown) => (value === true || value === 'yes' ? 'Yes' : value === false || value === 'no' ? 'No' : undefined);
const oneOf =
  (labels: Record<string, string>): Format =>
  (value) =>
    labels[String(value)] ?? showValue(value);

interface Field {
  label: string;
  format?: Format;
}

const name: Record<string, Field> = {
  first_name: { label: 'First name' },
  last_name: { label: 'Last name' },
  email: { label: 'E-mail' },
  mobile_number: { label: 'Mobile number' },
};
const airport: Record<string, Field> = {
  airport: { label: 'Airport' },
  travel_sector: { label: 'Travel' },
  assistance_type: { label: 'Assistance' },
};

const guestList: Format = (value) => {
  if (!Array.isArray(value)) return showValue(value);
  if (value.length === 0) return 'None';
  return value
    .map((guest: { guest_name?: unknown; passport?: unknown }) =>
      guest.passport ? `${String(guest.guest_name)} (passport ${String(guest.passport)})` : String(guest.guest_name),
    )
    .join('; ');
};

/** Per kind, in display order. */
const fieldsByKind: Record<BookingType, Record<string, Field>> = {
  GolfEnquiry: {
    golf_course: { label: 'Golf course' },
    booking_type: { label: 'Session', format: oneOf({ play: 'Game', learn: 'Lesson' }) },
    user_type: { label: 'Player', format: oneOf({ gentleman: 'Gentleman', lady: 'Lady', youth: 'Youth' }) },
    booking_for: { label: 'Booked for', format: oneOf({ Self: 'The cardholder', other: 'Someone else' }) },
    guest_name: { label: 'Guest name' },
    club_member_name: { label: 'Club member' },
    guests: { label: 'Guests' },
    ...name,
    contact_info: { label: 'Agrees to be contacted' },
    agree_terms: { label: 'Accepted the terms' },
  },
  AirportVipPrivilege: {
    ...airport,
    guest_count: { label: 'Guests' },
    booking_for_guest: { label: 'Booking for guests', format: (value) => yesNo(value) ?? showValue(value) },
    guests: { label: 'Guest names', format: guestList },
    ...name,
    passport: { label: 'Passport' },
    contact_info: { label: 'Agrees to be contacted' },
    agree_terms: { label: 'Accepted the terms' },
  },
  AirportTransfer: {
    ...airport,
    travel_type: { label: 'Transfer' },
    traveller_count: { label: 'Travellers' },
    vehicle_type: { label: 'Vehicle' },
    flight_number: { label: 'Flight number' },
    address: { label: 'Address' },
    special_request: { label: 'Special request' },
    ...name,
    passport: { label: 'Passport' },
  },
  TurfEnquiry: {
    turf_venue: { label: 'Venue' },
    address: { label: 'Address' },
    sport: { label: 'Sport', format: oneOf(turfSportLabels) },
    players: { label: 'Players' },
    ...name,
  },
  T20Enquiry: {
    match: { label: 'Match' },
    stadium: { label: 'Stadium' },
    stand: { label: 'Stand' },
    tickets: { label: 'Tickets' },
    ...name,
  },
};

/** Ids that stand for a name shown beside them, and the city (shown with the service). */
const hiddenByKind: Record<BookingType, string[]> = {
  GolfEnquiry: ['golf_course_id', 'city'],
  AirportVipPrivilege: ['airport_id', 'city'],
  AirportTransfer: ['airport_id', 'city'],
  TurfEnquiry: ['turf_venue_id', 'city'],
  T20Enquiry: ['fixture_id', 'city'],
};

/** Any value in words: yes/no for flags, a dash for nothing, lists joined. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return yesNo(value)!;
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(showValue).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${humanKey(k)}: ${showValue(v)}`)
      .join('; ');
  return String(value);
}

/**
 * The rows staff see for a booking's request_info. `skip` holds keys shown elsewhere (documents). An id is
 * hidden when the name it stands for is there (`golf_course_id` beside `golf_course`), for any kind.
 */
export function requestInfoRows(
  type: BookingType,
  info: Record<string, unknown>,
  skip: ReadonlySet<string> = new Set(),
): [string, string][] {
  const fields = fieldsByKind[type];
  const hidden = new Set(hiddenByKind[type]);
  const keys = [...Object.keys(fields).filter((key) => key in info), ...Object.keys(info).filter((key) => !(key in fields))];
  return keys
    .filter((key) => !skip.has(key) && !hidden.has(key) && !(key.endsWith('_id') && key.slice(0, -3) in info))
    .map((key) => {
      const field = fields[key];
      return [field?.label ?? humanKey(key), (field?.format ?? showValue)(info[key])];
    });
}
