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
  signRequest,
  stringToSign,
} from './sigv4.ts';

// The examples of AWS's S3 documentation, "Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk (AWS Signature Version 4)".
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const now = new Date('2013-05-24T00:00:00Z');
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('SigV4 signer, against the published S3 examples', () => {
  it('GET Object: canonical request, string to sign, signature and Authorization header', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        now,
      },
      credentials,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({
      host: 'examplebucket.s3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
      range: 'bytes=0-9',
    });

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
  });

  it('PUT Object: a signed payload hash, extra signed headers and a $ in the key', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signRequest(
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
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,` +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(canonicalUri('/test$file.text')).toBe('/test%24file.text');
  });

  it('GET Bucket (list objects): the query string is sorted and encoded', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
        payloadHash: EMPTY_SHA256,
        region: 'us-east-1',
        now,
      },
      credentials,
    );
    expect(headers.authorization).toMatch(
      /SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
    expect(canonicalQuery(new URLSearchParams('prefix=J&max-keys=2&a b=c*'))).toBe('a%20b=c%2A&max-keys=2&prefix=J');
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
