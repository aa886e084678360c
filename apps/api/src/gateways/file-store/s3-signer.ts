import { AwsV4Signer } from 'aws4fetch';
import { amzDateOf } from './sigv4.ts';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Further headers to send (content-length, content-type …); aws4fetch signs those S3 expects signed. */
  headers?: Record<string, string>;
  /** Hex sha256 of the body, EMPTY_SHA256 for none, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  now?: Date;
}

/**
 * The headers to send an S3 request with, signed with SigV4 by aws4fetch (a kept library rather than our own
 * signer): the given ones plus x-amz-date, x-amz-content-sha256 and authorization. Node's HTTP client adds host.
 */
export async function signS3Request(input: SignInput, credentials: Credentials): Promise<Record<string, string>> {
  const signer = new AwsV4Signer({
    method: input.method,
    url: input.url.href,
    headers: { ...input.headers, 'x-amz-content-sha256': input.payloadHash },
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    service: 's3',
    region: input.region,
    datetime: amzDateOf(input.now ?? new Date()),
  });
  const { headers } = await signer.sign();
  return Object.fromEntries(headers);
}
