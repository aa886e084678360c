import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 (header form), as S3 specifies it: what a verifier needs (the local S3 server checks
 * every request with it). Requests are signed by aws4fetch (s3-signer.ts), a second implementation, so a mistake
 * in either shows as a refused request in the tests.
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding: every byte but the unreserved characters A-Z a-z 0-9 - . _ ~ */
export const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** S3 encodes each path segment once (other services encode twice); `pathname` may arrive percent-encoded. */
export const canonicalUri = (pathname: string) =>
  pathname
    .split('/')
    .map((s) => uriEncode(decodeURIComponent(s)))
    .join('/');

export function canonicalQuery(params: URLSearchParams): string {
  const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...params]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([k1, v1], [k2, v2]) => byCodeUnit(k1, k2) || byCodeUnit(v1, v2))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** "20130524T000000Z" */
export const amzDateOf = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CanonicalParts {
  method: string;
  /** Already canonical (see canonicalUri). */
  uri: string;
  query: string;
  /** Lower-case names of the headers to sign and their values. */
  headers: Record<string, string>;
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalParts): { text: string; signedHeaders: string } {
  const names = Object.keys(parts.headers).sort();
  const headerLines = names.map((n) => `${n}:${parts.headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  return { text: [parts.method, parts.uri, parts.query, headerLines, signedHeaders, parts.payloadHash].join('\n'), signedHeaders };
}

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

export const credentialScope = (date: string, region: string, service: string) => `${date}/${region}/${service}/aws4_request`;

export function stringToSign(amzDate: string, scope: string, canonicalRequestText: string): string {
  return [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequestText)].join('\n');
}

export function signatureOf(secret: string, amzDate: string, region: string, service: string, canonicalRequestText: string): string {
  const date = amzDate.slice(0, 8);
  const toSign = stringToSign(amzDate, credentialScope(date, region, service), canonicalRequestText);
  return createHmac('sha256', signingKey(secret, date, region, service))
    .update(toSign)
    .digest('hex');
}

export interface ParsedAuthorization {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
}

/** Reads `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` (with or without spaces after commas). */
export function parseAuthorization(header: string): ParsedAuthorization | undefined {
  if (!header.startsWith(`${ALGORITHM} `)) return undefined;
  const fields = new Map(
    header
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((part) => {
        const at = part.indexOf('=');
        return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
      }),
  );
  const credential = fields.get('Credential')?.split('/');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!credential || credential.length !== 5 || credential[4] !== 'aws4_request' || !signedHeaders || !signature) return undefined;
  const [accessKeyId, date, region, service] = credential as [string, string, string, string];
  return { accessKeyId, date, region, service, signedHeaders: signedHeaders.split(';'), signature };
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
