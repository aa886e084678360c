import { createHash } from 'node:crypto';

/**
 * PayU's request hash and response ("reverse") hash. Field order is the protocol's:
 *   request:  sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT)
 *   response: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key), prefixed with
 *             `additionalCharges|` when PayU added a convenience fee (the callback then carries `additionalCharges`)
 *   command:  sha512(key|command|var1|SALT)
 * Server only: the salt never leaves the API, so neither does the hashing (node:crypto, synchronous).
 */
export interface PayuHashFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
  /** Response hashes only: PayU's convenience fee, when the callback has one. */
  additionalCharges?: string;
}

const sha512Hex = (text: string) => createHash('sha512').update(text).digest('hex');
const udfs = (f: PayuHashFields) => [f.udf1 ?? '', f.udf2 ?? '', f.udf3 ?? '', f.udf4 ?? '', f.udf5 ?? ''];

export function payuRequestHash(f: PayuHashFields, salt: string): string {
  return sha512Hex([f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, ...udfs(f), '', '', '', '', '', salt].join('|'));
}

export function payuResponseHash(f: PayuHashFields & { status: string }, salt: string): string {
  const fee = f.additionalCharges ? [f.additionalCharges] : [];
  return sha512Hex(
    [...fee, salt, f.status, '', '', '', '', '', ...udfs(f).reverse(), f.email, f.firstname, f.productinfo, f.amount, f.txnid, f.key].join(
      '|',
    ),
  );
}

export function payuCommandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512Hex([key, command, var1, salt].join('|'));
}
