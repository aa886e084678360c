/**
 * PayU's request hash and response ("reverse") hash. Field order is the protocol's:
 *   request:  sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT)
 *   response: sha512(SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key), prefixed with
 *             `additionalCharges|` when PayU added a convenience fee (the callback then carries `additionalCharges`)
 *   command:  sha512(key|command|var1|SALT)
 */
export interface PayuHashFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string; udf2?: string; udf3?: string; udf4?: string; udf5?: string;
  /** Response hashes only: PayU's convenience fee, when the callback has one. */
  additionalCharges?: string;
}

async function sha512Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-512', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const udfs = (f: PayuHashFields) => [f.udf1 ?? '', f.udf2 ?? '', f.udf3 ?? '', f.udf4 ?? '', f.udf5 ?? ''];

/** The texts each hash is the sha512 of (the server hashes them with node:crypto, the fast way there). */
export const payuHashText = {
  request: (f: PayuHashFields, salt: string) => [f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, ...udfs(f), '', '', '', '', '', salt].join('|'),
  response: (f: PayuHashFields & { status: string }, salt: string) =>
    [...(f.additionalCharges ? [f.additionalCharges] : []), salt, f.status, '', '', '', '', '', ...udfs(f).reverse(), f.email, f.firstname, f.productinfo, f.amount, f.txnid, f.key].join('|'),
  command: (key: string, command: string, var1: string, salt: string) => [key, command, var1, salt].join('|'),
};

export function payuRequestHash(f: PayuHashFields, salt: string): Promise<string> {
  return sha512Hex(payuHashText.request(f, salt));
}

export function payuResponseHash(f: PayuHashFields & { status: string }, salt: string): Promise<string> {
  return sha512Hex(payuHashText.response(f, salt));
}

export function payuCommandHash(key: string, command: string, var1: string, salt: string): Promise<string> {
  return sha512Hex(payuHashText.command(key, command, var1, salt));
}
