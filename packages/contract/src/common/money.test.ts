import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees, the one way money is written', () => {
  it("writes rupees as the spec does ('Rs.10'), with Indian digit grouping", () => {
    expect(formatRupees(10)).toBe('Rs.10');
    expect(formatRupees(1)).toBe('Rs.1');
    expect(formatRupees(1030)).toBe('Rs.1,030');
    expect(formatRupees(103000)).toBe('Rs.1,03,000');
    expect(formatRupees(0)).toBe('Rs.0');
  });

  it('shows paise only when there are any, always two digits of them', () => {
    expect(formatRupees(10.5)).toBe('Rs.10.50');
    expect(formatRupees(2850.05)).toBe('Rs.2,850.05');
    expect(formatRupees(2850.0)).toBe('Rs.2,850');
    expect(formatRupees(0.1 + 0.2)).toBe('Rs.0.30');
  });
});
