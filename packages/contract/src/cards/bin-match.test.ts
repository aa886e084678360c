import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addUserCardRequestSchema, userCardSearchQuerySchema } from '../identity/auth-api.ts';
import { matchCardByBin, matchCardByBinType } from './bin-match.ts';

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
    fc.assert(
      fc.property(fc.string(), (input) => {
        if (/^\d{6,8}$/.test(input)) return true;
        return matchCardByBin(cards, input) === undefined;
      }),
    );
  });
});

describe('matchCardByBinType (spec 02 §7 bin and bin_type)', () => {
  it('first6 names a card by the first 6 digits only, so only cards known by 6 digits match', () => {
    expect(matchCardByBinType(cards, '42111100', 'first6')?.id).toBe('burgundy-debit');
    // The 8-digit card sharing that prefix is not what the first 6 digits name.
    expect(matchCardByBinType(cards, '42111199', 'first6')?.id).toBe('burgundy-debit');
    expect(matchCardByBinType(cards, '41000001', 'first6')).toBeUndefined();
  });
  it('first8, or no type, matches as the card check does', () => {
    expect(matchCardByBinType(cards, '42111199', 'first8')?.id).toBe('shadowing-eight');
    expect(matchCardByBinType(cards, '42111100', 'first8')?.id).toBe('burgundy-debit');
    expect(matchCardByBinType(cards, '41000001')?.id).toBe('reserve');
  });
  it('the request schemas take bin_type, and first8 needs all 8 digits', () => {
    for (const schema of [addUserCardRequestSchema, userCardSearchQuerySchema]) {
      expect(schema.safeParse({ bin: '421111', bin_type: 'first6' }).success).toBe(true);
      expect(schema.safeParse({ bin: '42111199', bin_type: 'first6' }).success).toBe(true);
      expect(schema.safeParse({ bin: '41000001', bin_type: 'first8' }).success).toBe(true);
      expect(schema.safeParse({ bin: '410000', bin_type: 'first8' }).success).toBe(false);
      expect(schema.safeParse({ bin: '41000001', bin_type: 'first4_last4' }).success).toBe(false);
      expect(schema.safeParse({ bin: '41000001' }).success).toBe(true);
    }
  });
});
