import { describe, expect, it } from 'vitest';
import { counterPassCode, maskedCardNumber } from './counter-pass.ts';

describe('the counter pass of a show-and-save offer', () => {
  it("reads the redemption id's first eight characters out in two fours, upper case", () => {
    expect(counterPassCode('3f9a27c1-4b6e-4d2a-9c1e-0a1b2c3d4e5f')).toBe('3F9A-27C1');
  });

  it('masks the card beyond the digits the portal keeps (a bin of 8 or 6)', () => {
    expect(maskedCardNumber('41000001')).toBe('4100 0001 •••• ••••');
    expect(maskedCardNumber('471861')).toBe('4718 61•• •••• ••••');
  });
});
