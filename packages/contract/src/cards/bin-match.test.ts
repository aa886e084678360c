import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchCardByBin } from './bin-match.ts';

const cards = [
  { id: 'reserve', bin: '41000001' },
  { id: 'burgundy-debit', bin: '421111' },
  { id: 'shadowing-eight', bin: '42111199' },
];

describe('matchCardByBin', () => {
  it('matches an 8-digit entry only by its full bin', () => {
    expect(matchCardByBin(cards, '41000001')?.id).toBe('reserve');
    expect(matchCardByBin(cards, '41000002')).toBeUndefined();
  });
  it('matches a 6-digit entry by the first 6 digits of what was entered', () => {
    expect(matchCardByBin(cards, '42111100')?.id).toBe('burgundy-debit');
    expect(matchCardByBin(cards, '421111')?.id).toBe('burgundy-debit');
  });
  it('prefers the exact 8-digit entry over a 6-digit prefix', () => {
    expect(matchCardByBin(cards, '42111199')?.id).toBe('shadowing-eight');
  });
  it('never matches input that is not 6 to 8 digits', () => {
    fc.assert(fc.property(fc.string(), (input) => {
      if (/^\d{6,8}$/.test(input)) return true;
      return matchCardByBin(cards, input) === undefined;
    }));
  });
});
