import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payuCommandHash, payuRequestHash, payuResponseHash } from './payu-hash.ts';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const fields = {
  key: 'gtKFFx',
  txnid: 'TXN12345',
  amount: '10.00',
  productinfo: 'golf_enquiry',
  firstname: 'Asha',
  email: 'asha@example.in',
  udf1: 'b-1',
};

describe('PayU hashes', () => {
  it('hashes a request in the protocol order key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT', () => {
    expect(payuRequestHash(fields, 'eCwWELxi')).toBe(
      sha512(`gtKFFx|TXN12345|10.00|golf_enquiry|Asha|asha@example.in|b-1${'|'.repeat(10)}eCwWELxi`),
    );
  });
  it('hashes a response in reverse: SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key', () => {
    expect(payuResponseHash({ ...fields, status: 'success' }, 'eCwWELxi')).toBe(
      sha512('eCwWELxi|success||||||||||b-1|asha@example.in|Asha|golf_enquiry|10.00|TXN12345|gtKFFx'),
    );
  });
  it('puts a convenience fee in front of the response hash', () => {
    expect(payuResponseHash({ ...fields, status: 'success', additionalCharges: '1.50' }, 'eCwWELxi')).toBe(
      sha512('1.50|eCwWELxi|success||||||||||b-1|asha@example.in|Asha|golf_enquiry|10.00|TXN12345|gtKFFx'),
    );
  });
  it('hashes a postservice command as key|command|var1|SALT', () => {
    expect(payuCommandHash('gtKFFx', 'verify_payment', 'TXN12345', 'eCwWELxi')).toBe(sha512('gtKFFx|verify_payment|TXN12345|eCwWELxi'));
  });
});
