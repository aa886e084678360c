import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingTypes } from '../bookings/booking-kinds.ts';
import { catalogueFileSchema } from './catalogue-file.ts';
import { kindCatalogues } from './kind-catalogues.ts';
import { golfCities } from './golf-constants.ts';

const demo = catalogueFileSchema.parse(
  JSON.parse(readFileSync(new URL('../../../../apps/api/seed/catalogue.json', import.meta.url), 'utf8')),
);
const cardNamed = (name: string) => demo.cards!.find((c) => c.name === name)!;

describe('the demo catalogue', () => {
  it('lists every eligible card of the header: 13 credit and 3 debit in the menu, plus two 6-digit Burgundy debit bins', () => {
    const menu = demo.cards!.filter((c) => c.in_menu);
    expect(menu.filter((c) => c.category === 'credit').map((c) => c.name)).toEqual([
      'Reserve',
      'SELECT',
      'Vistara Infinite',
      'Vistara Signature',
      'Vistara',
      'Miles & More World Select',
      'Miles & More World',
      'Signature (lifestyle benefits)',
      'Privilege (travel benefits)',
      'Magnus for Burgundy',
      'Burgundy Private',
      'Executive Corporate',
      'Olympus',
    ]);
    expect(menu.filter((c) => c.category === 'debit').map((c) => c.name)).toEqual(['Business Supreme', 'Priority Platinum', 'Delight']);
    const sixDigit = demo.cards!.filter((c) => c.bin.length === 6);
    expect(sixDigit).toHaveLength(2);
    expect(sixDigit.every((c) => c.category === 'debit' && c.name.startsWith('Burgundy') && c.bin_type === 'first6')).toBe(true);
  });

  it('gives golf rounds by tier: Burgundy 50, Reserve 50, Select 6, Vistara Infinite 6, Vistara Signature 3, others 0', () => {
    const rounds = Object.fromEntries(demo.cards!.map((c) => [c.name, c.benefits.golf_rounds_per_year]));
    expect(rounds).toMatchObject({
      Reserve: 50,
      SELECT: 6,
      'Vistara Infinite': 6,
      'Vistara Signature': 3,
      'Burgundy Private': 50,
      Olympus: 0,
      Delight: 0,
    });
    expect(demo.cards!.filter((c) => c.name.includes('Burgundy')).every((c) => c.benefits.golf_rounds_per_year === 50)).toBe(true);
  });

  it('gives airport concierge sessions to the five named cards and transfers to Reserve and Olympus only', () => {
    expect(
      demo
        .cards!.filter((c) => c.benefits.airport_concierge_sessions_per_year > 0)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Burgundy Private', 'Executive Corporate', 'Magnus for Burgundy', 'Olympus', 'Reserve']);
    expect(
      demo
        .cards!.filter((c) => c.benefits.airport_transfers_per_year > 0)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Olympus', 'Reserve']);
    expect(cardNamed('Reserve').bin).toMatch(/^\d{8}$/);
  });

  it('groups golf courses by the 11 cities of the spec, every city having at least one course', () => {
    expect(new Set(demo.golf_courses!.map((c) => c.city))).toEqual(new Set(golfCities));
    expect(demo.golf_courses!.some((c) => c.session_types.includes('learn'))).toBe(true);
  });

  it('has about 28 concierge airports, buggy service only in Chennai, Mumbai and New Delhi, Bangalore arrival N', () => {
    const airports = demo.concierge_airports!;
    expect(airports).toHaveLength(28);
    expect(new Set(airports.filter((a) => a.buggy_service === 'Y').map((a) => a.city))).toEqual(
      new Set(['Chennai', 'Mumbai', 'New Delhi']),
    );
    expect(airports.filter((a) => a.city === 'Bangalore').every((a) => a.arrival === 'N')).toBe(true);
    for (const city of [
      'Ahmedabad',
      'Calicut',
      'Coimbatore',
      'Guwahati',
      'Kannur',
      'Kochi',
      'Lucknow',
      'Mangalore',
      'Trivandrum',
      'Varanasi',
    ]) {
      expect(airports.some((a) => a.city === city)).toBe(true);
    }
  });

  it('has the 26 transfer cities, luxury false for exactly the 8 named', () => {
    const airports = demo.transfer_airports!;
    expect(airports).toHaveLength(26);
    expect(
      airports
        .filter((a) => !a.luxury)
        .map((a) => a.city)
        .sort(),
    ).toEqual(['Coimbatore', 'Dehradun', 'Jammu', 'Lucknow', 'Madurai', 'Mysore', 'Patna', 'Varanasi']);
  });

  it('has India with calling code 91', () => {
    expect(demo.countries).toEqual([{ id: 1, name: 'India', iso_code: 'IN', calling_code: '91' }]);
  });
});

describe('catalogueFileSchema', () => {
  it('refuses a card whose bin length does not match its bin_type, naming the path', () => {
    const bad = { cards: [{ ...demo.cards![0]!, bin: '410000', bin_type: 'first8' }] };
    const result = catalogueFileSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['cards', 0, 'bin']);
  });
  it('refuses duplicate bins and unknown sections', () => {
    expect(catalogueFileSchema.safeParse({ cards: [demo.cards![0], { ...demo.cards![0]!, id: 'other' }] }).success).toBe(false);
    expect(catalogueFileSchema.safeParse({ hotels: [] }).success).toBe(false);
  });
  it("has a section for every kind's catalogue, read by its row schema, refusing a second row with the same key", () => {
    for (const type of bookingTypes) expect(Object.keys(catalogueFileSchema.shape)).toContain(kindCatalogues[type].list);
    const course = demo.golf_courses![0]!;
    const twice = catalogueFileSchema.safeParse({ golf_courses: [course, { ...course, gc_name: 'Again' }] });
    expect(twice.error!.issues.map((i) => i.message)).toEqual([`duplicate golf_courses: ${course.external_id}`]);
    const broken = catalogueFileSchema.safeParse({ turf_venues: [{ ...demo.turf_venues![0]!, first_hour: 22, last_hour: 6 }] });
    expect(broken.error!.issues[0]!.path).toEqual(['turf_venues', 0, 'last_hour']);
  });
});
