import { bookingKinds, type BookingType, type StaffField } from '@portal/contract';
import { humanKey } from './format';

/**
 * What staff read of a booking's request_info: each kind's fields (its registry entry's `staffFields`) in order under human labels,
 * values in words (Yes / No, Lesson / Game …), and ids left out where the name they stand for is shown.
 * Keys a kind does not list (older rows, a field added later) still show, after the listed ones.
 */

type Format = (value: unknown) => string;

const yesNo = (value: unknown) => (value === true || value === 'yes' ? 'Yes' : value === false || value === 'no' ? 'No' : undefined);

const guestList: Format = (value) => {
  if (!Array.isArray(value)) return showValue(value);
  if (value.length === 0) return 'None';
  return value
    .map((guest: { guest_name?: unknown; passport?: unknown }) =>
      guest.passport ? `${String(guest.guest_name)} (passport ${String(guest.passport)})` : String(guest.guest_name),
    )
    .join('; ');
};

/** The ways of writing a value a kind's staff field may name (the registry holds names, the console the code). */
const formats: Record<NonNullable<StaffField['format']>, Format> = {
  'yes-no': (value) => yesNo(value) ?? showValue(value),
  'guest-list': guestList,
};

const formatOf = (field: StaffField): Format =>
  field.format ? formats[field.format] : field.values ? (value) => field.values?.[String(value)] ?? showValue(value) : showValue;

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
  const fields: Readonly<Record<string, StaffField>> = bookingKinds[type].staffFields;
  const hidden = new Set<string>(bookingKinds[type].staffHidden);
  const keys = [...Object.keys(fields).filter((key) => key in info), ...Object.keys(info).filter((key) => !(key in fields))];
  return keys
    .filter((key) => !skip.has(key) && !hidden.has(key) && !(key.endsWith('_id') && key.slice(0, -3) in info))
    .map((key) => {
      const field = fields[key];
      return [field?.label ?? humanKey(key), field ? formatOf(field)(info[key]) : showValue(info[key])];
    });
}
