import { createHash, timingSafeEqual } from 'node:crypto';

/** APItude's X-Signature: the hex SHA-256 of the API key, the secret and the current Unix time in seconds. */
export const hotelbedsSignature = (apiKey: string, secret: string, unixSeconds: number) =>
  createHash('sha256').update(`${apiKey}${secret}${unixSeconds}`).digest('hex');

/** The headers every APItude call carries. */
export function hotelbedsHeaders(apiKey: string, secret: string, now: Date = new Date()) {
  return {
    'Api-key': apiKey,
    'X-Signature': hotelbedsSignature(apiKey, secret, Math.floor(now.getTime() / 1000)),
    Accept: 'application/json',
    'Accept-Encoding': 'gzip',
  };
}

/**
 * The supplier's side: a signature made within `skewSeconds` of now with this key and secret. APItude accepts a
 * signature for a short while only (a clock off by minutes is refused), so the sandbox does too.
 */
export function signatureIsValid(apiKey: string, secret: string, signature: string | undefined, now: Date, skewSeconds = 300) {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const seconds = Math.floor(now.getTime() / 1000);
  const given = Buffer.from(signature, 'hex');
  for (let offset = -skewSeconds; offset <= skewSeconds; offset++) {
    if (timingSafeEqual(given, Buffer.from(hotelbedsSignature(apiKey, secret, seconds + offset), 'hex'))) return true;
  }
  return false;
}
