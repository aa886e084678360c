import { createDecipheriv } from 'node:crypto';
import { cardKeyMaterial } from '@portal/contract';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Opens the contract's encryptCardField output, base64(iv ‖ ciphertext ‖ tag) with AES-256-GCM (spec 02 §3).
 * Server only: the browser encrypts, only the API ever reads the digits. Undefined when altered or not for this booking.
 */
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
