import { describe, expect, it } from 'vitest';
import { signS3Request } from './s3-signer.ts';
import { EMPTY_SHA256, parseAuthorization, sha256Hex } from './sigv4.ts';

// The examples of AWS's S3 documentation, "Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk (AWS Signature Version 4)", signed by aws4fetch as the S3 client does.
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const now = new Date('2013-05-24T00:00:00Z');
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('the S3 client signs with aws4fetch, as the published S3 examples do', () => {
  it('PUT Object: a signed payload hash, extra signed headers and a $ in the key', async () => {
    const body = 'Welcome to Amazon S3.';
    const headers = await signS3Request(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        payloadHash: sha256Hex(body),
        region: 'us-east-1',
        now,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      },
      credentials,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': sha256Hex(body) });
  });

  it('GET Bucket (list objects): the query string sorted and encoded; no payload', async () => {
    const headers = await signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        now,
      },
      credentials,
    );
    expect(parseAuthorization(headers.authorization!)).toEqual({
      accessKeyId: credentials.accessKeyId,
      date: '20130524',
      region: 'us-east-1',
      service: 's3',
      signedHeaders: ['host', 'x-amz-content-sha256', 'x-amz-date'],
      signature: '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    });
  });

  it('sends the body headers it is given without signing them, and signs with the secret it is given', async () => {
    const input = {
      method: 'PUT',
      url: new URL('http://127.0.0.1:9000/tickets/abc'),
      payloadHash: sha256Hex('hello'),
      region: 'us-east-1',
      now,
      headers: { 'content-length': '5', 'content-type': 'application/octet-stream' },
    };
    const headers = await signS3Request(input, credentials);
    expect(headers).toMatchObject({ 'content-length': '5', 'content-type': 'application/octet-stream' });
    expect(parseAuthorization(headers.authorization!)?.signedHeaders).toEqual(['host', 'x-amz-content-sha256', 'x-amz-date']);
    const other = await signS3Request(input, { ...credentials, secretAccessKey: 'another-secret' });
    expect(parseAuthorization(other.authorization!)?.signature).not.toBe(parseAuthorization(headers.authorization!)?.signature);
  });
});
