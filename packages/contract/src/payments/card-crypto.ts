/**
 * Spec 02 §3: the card number and CVV travel encrypted with a key derived from the booking id, padded
 * with zeros to 32 characters. WebCrypto AES-256-GCM, encrypted in the browser; only the API decrypts
 * (apps/api gateways/payment/card-field-decryption.ts, node:crypto).
 * The key is not secret (anyone with the booking id can derive it): this keeps the raw digits out of
 * request logs and proxies on the way; TLS is what protects them in transit.
 */
export function cardKeyMaterial(bookingId: string): string {
  return bookingId.slice(0, 32).padEnd(32, '0');
}

const subtle = () => globalThis.crypto.subtle;
const importKey = (bookingId: string) =>
  subtle().importKey('raw', new TextEncoder().encode(cardKeyMaterial(bookingId)), 'AES-GCM', false, ['encrypt']);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** base64(iv ‖ ciphertext ‖ tag). */
export async function encryptCardField(plain: string, bookingId: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const cipher = await subtle().encrypt({ name: 'AES-GCM', iv }, await importKey(bookingId), new TextEncoder().encode(plain));
  const out = new Uint8Array(12 + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), 12);
  return toBase64(out);
}
