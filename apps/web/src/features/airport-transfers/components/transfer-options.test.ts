import { describe, expect, it } from 'vitest';
import type { TransferAirport } from '@portal/contract';
import { transferOptions } from './transfer-options';

const airports = [
  { city: 'Mumbai', airport: 'Mumbai Airport', luxury: true, domestic: 'Y', international: 'Y', departure: 'Y', arrival: 'Y' },
] as TransferAirport[];
const none = { city: '', travel_type: '', travel_sector: '', assistance_type: '', booking_date: '' };

describe('the transfer form choices', () => {
  const now = new Date('2026-11-21T09:40:00Z'); // 3:10 PM, 21 Nov in India
  it('offers every 15-minute slot of the day for a date past the 2-day lead', () => {
    const { slots } = transferOptions(airports, { ...none, booking_date: '2026-11-30' }, now);
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 2)).toEqual([
      { hour: 0, minute: 0 },
      { hour: 0, minute: 15 },
    ]);
  });
  it('offers only later times within the lead (spec 02 §5)', () => {
    const { slots } = transferOptions(airports, { ...none, booking_date: '2026-11-22' }, now);
    expect(slots[0]).toEqual({ hour: 15, minute: 15 });
  });
  it('narrows the airports to the city', () => {
    expect(transferOptions(airports, { ...none, city: 'Mumbai' }, now).airports).toEqual(['Mumbai Airport']);
  });
});
