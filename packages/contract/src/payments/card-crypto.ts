/**
 * Spec 02 §3: the card number and CVV travel encrypted with a key derived from the booking id, padded
 * with zeros to 32 characters. WebCrypto AES-256-GCM, so the same code runs in the browser and in Node.
 * The key is not secret (anyone with the booking id can derive it): this keeps the raw digits out of
 * request logs and proxies on the way; TLS is what protects them in transit.
 */
export function cardKeyMaterial(bookingId: string): string {
  return bookingId.slice(0, 32).padEnd(32, '0');
}

const subtle = () => globalThis.crypto.subtle;
const importKey = (bookingId: string, usage: 'encrypt' | 'decrypt') =>
  subtle().importKey('raw', new TextEncoder().encode(cardKeyMaterial(bookingId)), 'AES-GCM', false, [usage]);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** base64(iv ‖ ciphertext ‖ tag). */
export async function encryptCardField(plain: string, bookingId: string): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const cipher = await subtle().encrypt({ name: 'AES-GCM', iv }, await importKey(bookingId, 'encrypt'), new TextEncoder().encode(plain));
  const out = new Uint8Array(12 + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), 12);
  return toBase64(out);
}

/** Undefined when the text was not encrypted with this booking's key (or was altered). */
export async function decryptCardField(encrypted: string, bookingId: string): Promise<string | undefined> {
  try {
    const bytes = fromBase64(encrypted);
    if (bytes.length < 12 + 16) return undefined;
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await importKey(bookingId, 'decrypt'), bytes.slice(12));
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
