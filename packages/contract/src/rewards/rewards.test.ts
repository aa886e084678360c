import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { addCartItemsSchema } from './cart.ts';
import { defaultHotelRooms, hotelInitiateBookingSchema, hotelOccupancyIssues } from './hotels.ts';
import { requestDateSchema } from './rewards-fields.ts';
import { tourProductsQuerySchema, tourTotal } from './tours.ts';

describe('hotel occupancy rules', () => {
  it('accepts the default of 2 adults and 1 child once the child’s age is given', () => {
    const [room] = defaultHotelRooms();
    expect(room).toMatchObject({ adults: 2, children: 1 });
    expect(hotelOccupancyIssues([room!])).toEqual([{ field: 'rooms.0.children_ages', message: messages.hotelChildAgeRequired }]);
    expect(hotelOccupancyIssues([{ ...room!, children_ages: [7] }])).toEqual([]);
  });

  it('refuses a child older than 17, more than 4 guests, 4 adults or 3 children in a room, and no adult', () => {
    expect(hotelOccupancyIssues([{ adults: 2, children: 1, children_ages: [18] }])).toEqual([
      { field: 'rooms.0.children_ages', message: messages.hotelChildAgeRange(17) },
    ]);
    expect(hotelOccupancyIssues([{ adults: 3, children: 2, children_ages: [3, 4] }])).toEqual([
      { field: 'rooms.0', message: messages.hotelGuestsPerRoom(4) },
    ]);
    expect(hotelOccupancyIssues([{ adults: 4 }]).map((i) => i.message)).toContain(messages.hotelAdultsRange(3));
    expect(hotelOccupancyIssues([{ adults: 1, children: 3, children_ages: [1, 2, 3] }]).map((i) => i.message)).toContain(
      messages.hotelChildrenRange(2),
    );
    expect(hotelOccupancyIssues([{ adults: 0, children: 1, children_ages: [9] }]).map((i) => i.field)).toEqual(['rooms.0.adults']);
  });

  it('takes 1 to 5 rooms, and each room is judged on its own', () => {
    expect(hotelOccupancyIssues([])).toEqual([{ field: 'rooms', message: messages.hotelRoomsRange(5) }]);
    expect(hotelOccupancyIssues(Array.from({ length: 6 }, () => ({ adults: 1 })))).toEqual([
      { field: 'rooms', message: messages.hotelRoomsRange(5) },
    ]);
    expect(hotelOccupancyIssues([{ adults: 2 }, { adults: 2, children: 1, children_ages: [] }]).map((i) => i.field)).toEqual([
      'rooms.1.children_ages',
    ]);
  });

  it('is what the request schemas run, with the issue on the field', () => {
    const result = hotelInitiateBookingSchema.safeParse({
      hotel_id: 'h',
      rate_id: 'r',
      check_in: '2027-01-10',
      check_out: '2027-01-09',
      rooms: [{ adults: 2, children: 1, children_ages: [40] }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['check_out', messages.hotelDatesOrder],
      ['rooms.0.children_ages', messages.hotelChildAgeRange(17)],
    ]);
    expect(
      addCartItemsSchema.safeParse({
        items: [{ type: 'hotel', hotel_id: 'h', rate_id: 'r', check_in: '2027-01-10', check_out: '2027-01-12', rooms: [{ adults: 5 }] }],
      }).success,
    ).toBe(false);
  });
});

describe('tours', () => {
  it('lists Mumbai in rupees unless told otherwise (spec 02 §9)', () => {
    expect(tourProductsQuerySchema.parse({})).toEqual({ city: 'Mumbai', currency: 'INR' });
  });

  it('totals a slot per person, and refuses a type the slot does not sell', () => {
    const persons = [
      { type: 'ADULT', name: 'Adult', ageFrom: 12, ageTo: null, price: 1500, originalPrice: 1800 },
      { type: 'CHILD', name: 'Child', ageFrom: 3, ageTo: 11, price: 900.5, originalPrice: 1000 },
    ] as const;
    expect(tourTotal([...persons], { ADULT: 2, CHILD: 1 })).toBe(3900.5);
    expect(tourTotal([...persons], { SENIOR: 1 })).toBeNull();
  });
});

describe('request dates', () => {
  it('refuses a date that does not exist instead of failing on it', () => {
    expect(requestDateSchema.safeParse('2027-02-29').success).toBe(false);
    expect(requestDateSchema.safeParse('9999-99-99').success).toBe(false);
    expect(requestDateSchema.safeParse('2028-02-29').success).toBe(true);
  });
});
