import { describe, expect, it } from 'vitest';
import { quotaYear } from './quota-year.ts';

describe('quotaYear', () => {
  it('is the IST calendar year of an instant (India turns the year 5½ hours before UTC)', () => {
    expect(quotaYear(new Date('2025-12-31T18:29:59Z'))).toBe(2025);
    expect(quotaYear(new Date('2025-12-31T18:30:00Z'))).toBe(2026);
  });
  it('is the year of an IST date', () => {
    expect(quotaYear('2026-01-01')).toBe(2026);
  });
});
