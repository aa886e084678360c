import { addDays, istDate } from '@portal/contract';

/** A stay as the hotel calls take it. */
export interface Stay {
  check_in: string;
  check_out: string;
  rooms: { adults: number; children: number; children_ages: number[] }[];
}

/**
 * Rooms in the address, so a search can be shared and the hotel page gets the same stay: each room as its
 * adults then its children's ages ('2-7' is 2 adults and a child of 7), rooms separated by commas.
 */
export const roomsToParam = (rooms: Stay['rooms']) => rooms.map((room) => [room.adults, ...room.children_ages].join('-')).join(',');

export function roomsFromParam(param: string | null): Stay['rooms'] | undefined {
  if (!param) return undefined;
  const rooms = param.split(',').map((room) => {
    const [adults = NaN, ...ages] = room.split('-').map(Number);
    return { adults, children: ages.length, children_ages: ages };
  });
  return rooms.every((r) => Number.isInteger(r.adults) && r.children_ages.every(Number.isInteger)) ? rooms : undefined;
}

/** The nights of a stay (at least one: a price a night divides by it). */
export const nightsOf = (stay: Pick<Stay, 'check_in' | 'check_out'>) =>
  Math.max(1, Math.round((Date.parse(stay.check_out) - Date.parse(stay.check_in)) / 86_400_000));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The stay in the address, when it is whole (the hotel calls judge its rooms by the occupancy rules). */
export function stayFromParams(params: URLSearchParams): Stay | undefined {
  const check_in = params.get('check_in') ?? '';
  const check_out = params.get('check_out') ?? '';
  const rooms = roomsFromParam(params.get('rooms'));
  if (!isoDate.test(check_in) || !isoDate.test(check_out) || check_out <= check_in || !rooms) return undefined;
  return { check_in, check_out, rooms };
}

export const stayToParams = (stay: Stay): Record<string, string> => ({
  check_in: stay.check_in,
  check_out: stay.check_out,
  rooms: roomsToParam(stay.rooms),
});

/** A first weekend to suggest: the coming Saturday (a week on when it is close) to Monday. */
export function suggestedStay(now = new Date()): Pick<Stay, 'check_in' | 'check_out'> {
  const today = istDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const saturday = addDays(today, ((6 - weekday + 7) % 7) + 7);
  return { check_in: saturday, check_out: addDays(saturday, 2) };
}

export const guestsSummary = (rooms: Stay['rooms']) => {
  const adults = rooms.reduce((a, r) => a + r.adults, 0);
  const children = rooms.reduce((a, r) => a + r.children, 0);
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [part(rooms.length, 'room', 'rooms'), part(adults, 'adult', 'adults'), children ? part(children, 'child', 'children') : '']
    .filter(Boolean)
    .join(', ');
};
