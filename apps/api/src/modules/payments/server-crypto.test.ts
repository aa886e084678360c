import { describe, expect, it } from 'vitest';
import * as contract from '@portal/contract';
import { decryptCardField, payuRequestHash, payuResponseHash } from './server-crypto.ts';

const bookingId = '3f0c1a52-8d7e-4c1b-9a44-0d6b2f1e9c77';

describe('server-side card field decryption and PayU hashes (node:crypto)', () => {
  it('opens what the contract encrypts, and only for its booking and unaltered', async () => {
    const encrypted = await contract.encryptCardField('4100000123456789', bookingId);
    expect(decryptCardField(encrypted, bookingId)).toBe('4100000123456789');
    expect(decryptCardField(encrypted, bookingId.replace('3f', '4f'))).toBeUndefined();
    const bytes = Buffer.from(encrypted, 'base64');
    bytes[14]! ^= 1;
    expect(decryptCardField(bytes.toString('base64'), bookingId)).toBeUndefined();
    expect(decryptCardField('not base64 at all', bookingId)).toBeUndefined();
    expect(decryptCardField('', bookingId)).toBeUndefined();
  });

  it('answers the same hashes as the contract', async () => {
    const fields = { key: 'gtKFFx', txnid: 'TXN12345', amount: '10.00', productinfo: 'golf_enquiry', firstname: 'Asha', email: 'asha@example.in', udf1: 'b-1' };
    expect(payuRequestHash(fields, 'eCwWELxi')).toBe(await contract.payuRequestHash(fields, 'eCwWELxi'));
    expect(payuResponseHash({ ...fields, status: 'success' }, 'eCwWELxi')).toBe(await contract.payuResponseHash({ ...fields, status: 'success' }, 'eCwWELxi'));
  });
});
