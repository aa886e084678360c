import { describe, expect, it } from 'vitest';
import { encryptCardField } from '@portal/contract';
import { decryptCardField } from './card-field-decryption.ts';

const bookingId = '3f0c1a52-8d7e-4c1b-9a44-0d6b2f1e9c77';

describe('card field decryption (node:crypto)', () => {
  it('opens what the contract encrypts, and only for its booking and unaltered', async () => {
    const encrypted = await encryptCardField('4100000123456789', bookingId);
    expect(decryptCardField(encrypted, bookingId)).toBe('4100000123456789');
    expect(decryptCardField(encrypted, bookingId.replace('3f', '4f'))).toBeUndefined();
    const bytes = Buffer.from(encrypted, 'base64');
    bytes[14]! ^= 1;
    expect(decryptCardField(bytes.toString('base64'), bookingId)).toBeUndefined();
    expect(decryptCardField('not base64 at all', bookingId)).toBeUndefined();
    expect(decryptCardField('', bookingId)).toBeUndefined();
  });
});
