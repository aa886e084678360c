import { createDecipheriv, createHash } from 'node:crypto';
import { cardKeyMaterial, payuHashText, type PayuHashFields } from '@portal/contract';

/*
 * The contract's WebCrypto functions run in the browser and in Node; on the server node:crypto does the
 * same work synchronously, several times faster (no async job per call), on every payment and callback.
 */

const sha512Hex = (text: string) => createHash('sha512').update(text).digest('hex');
export const payuRequestHash = (f: PayuHashFields, salt: string) => sha512Hex(payuHashText.request(f, salt));
export const payuResponseHash = (f: PayuHashFields & { status: string }, salt: string) => sha512Hex(payuHashText.response(f, salt));

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Opens the contract's encryptCardField output, base64(iv ‖ ciphertext ‖ tag); undefined when altered or not for this booking. */
export function decryptCardField(encrypted: string, bookingId: string): string | undefined {
  const bytes = Buffer.from(encrypted, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(cardKeyMaterial(bookingId)), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
