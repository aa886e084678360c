import { describe, expect, it } from 'vitest';
import { nightsOf } from './stay-query';

describe('nightsOf', () => {
  it('counts the nights between check-in and check-out', () => {
    expect(nightsOf({ check_in: '2026-12-04', check_out: '2026-12-06' })).toBe(2);
    expect(nightsOf({ check_in: '2026-12-31', check_out: '2027-01-01' })).toBe(1);
  });

  it('is at least one, so a price a night never divides by nothing', () => {
    expect(nightsOf({ check_in: '2026-12-04', check_out: '2026-12-04' })).toBe(1);
  });
});
