import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { keyedHash } from '../../lib/secrets.ts';

/**
 * Voucher codes, coupon codes and gift-card codes and PINs at rest: AES-256-GCM under a key derived from
 * OFFERS_CODE_KEY ("v1.iv.tag.ciphertext", base64url). A keyed hash beside a voucher code finds duplicates.
 */
export interface CodeCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  hash(code: string): string;
}

export function createCodeCipher(secret: string): CodeCipher {
  const key = createHash('sha256').update(`offers-code-key:${secret}`).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed code');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    hash: (code) => keyedHash(secret, `voucher:${code.trim()}`),
  };
}

/** A uuid derived from a name (catalogue rows keep their id across imports). */
export function stableId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
