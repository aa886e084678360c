import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  canonicalRequest,
  canonicalUri,
  EMPTY_SHA256,
  parseAuthorization,
  sha256Hex,
  signatureOf,
  stringToSign,
} from './sigv4.ts';

// The examples of AWS's S3 documentation, "Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk (AWS Signature Version 4)".
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe("SigV4 verifier (the local S3 server's check), against the published S3 examples", () => {
  it('GET Object: canonical request, string to sign and signature', () => {
    const { text } = canonicalRequest({
      method: 'GET',
      uri: '/test.txt',
      query: '',
      payloadHash: EMPTY_SHA256,
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
    });
    expect(text).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    const toSign = stringToSign('20130524T000000Z', '20130524/us-east-1/s3/aws4_request', text);
    expect(toSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );

    // A second way: the documented key derivation written out step by step, over the documented string to sign.
    const step = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
    const key = step(step(step(step(`AWS4${credentials.secretAccessKey}`, '20130524'), 'us-east-1'), 's3'), 'aws4_request');
    expect(createHmac('sha256', key).update(toSign).digest('hex')).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signatureOf(credentials.secretAccessKey, '20130524T000000Z', 'us-east-1', 's3', text)).toBe(
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes a path segment once and sorts and encodes the query', () => {
    expect(canonicalUri('/test$file.text')).toBe('/test%24file.text');
    expect(canonicalQuery(new URLSearchParams('prefix=J&max-keys=2&a b=c*'))).toBe('a%20b=c%2A&max-keys=2&prefix=J');
    expect(sha256Hex('Welcome to Amazon S3.')).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
  });

  it('reads an Authorization header back, with or without spaces, and a different secret signs differently', () => {
    const header = `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host;x-amz-date, Signature=abc`;
    expect(parseAuthorization(header)).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      date: '20130524',
      region: 'us-east-1',
      service: 's3',
      signedHeaders: ['host', 'x-amz-date'],
      signature: 'abc',
    });
    expect(parseAuthorization('Bearer x')).toBeUndefined();
    expect(parseAuthorization('AWS4-HMAC-SHA256 Credential=a/b, SignedHeaders=host, Signature=x')).toBeUndefined();
    expect(signatureOf('another-secret', '20130524T000000Z', 'us-east-1', 's3', 'GET')).not.toBe(
      signatureOf(credentials.secretAccessKey, '20130524T000000Z', 'us-east-1', 's3', 'GET'),
    );
  });
});
