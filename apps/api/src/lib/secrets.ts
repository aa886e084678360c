import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Keyed hash for tokens and codes at rest: a stolen table reveals nothing usable without APP_SECRET. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
