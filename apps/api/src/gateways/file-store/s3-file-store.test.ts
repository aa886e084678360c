import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server.ts';
import { createS3Client, S3Error, type S3Settings } from './s3-client.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { signS3Request } from './s3-signer.ts';
import { EMPTY_SHA256, sha256Hex } from './sigv4.ts';

const keys = { accessKeyId: 'local-access-key', secretAccessKey: 'local-secret-key-0123456789' };
let server: LocalS3Server;
let settings: S3Settings;
const partialDir = path.join(mkdtempSync(path.join(tmpdir(), 's3-store-test-')), 'uploads', '.partial');

beforeAll(async () => {
  server = await startLocalS3Server({ ...keys, buckets: ['tickets'] });
  settings = { endpoint: server.url, bucket: 'tickets', region: 'us-east-1', forcePathStyle: true, ...keys };
});
afterAll(() => server.close());

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x41)]);
/** A raw request to the local server, for what the store never sends. */
function raw(method: string, url: URL, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, async (res) =>
      resolve({ status: res.statusCode!, text: (await buffer(res)).toString() }),
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('S3 file store through the local S3 server', () => {
  it('stages locally, PUTs on commit under the server-made name, reads back, removes', async () => {
    const store = createS3FileStore(settings, partialDir);
    const staged = await store.stage(Readable.from([pdf.subarray(0, 10), pdf.subarray(10)]));
    expect(staged.size).toBe(pdf.length);
    expect(staged.head.subarray(0, 5).toString()).toBe('%PDF-');
    expect(readdirSync(partialDir)).toHaveLength(1);
    expect(server.objects.size).toBe(0);

    const name = await staged.commit();
    expect(name).toMatch(/^[a-f0-9]{32}$/);
    expect(server.objects.get(`tickets/${name}`)?.body.equals(pdf)).toBe(true);
    expect(readdirSync(partialDir)).toEqual([]);
    await staged.discard();
    expect(server.objects.has(`tickets/${name}`)).toBe(true);

    expect((await buffer(await store.open(name))).equals(pdf)).toBe(true);
    await store.remove(name);
    expect(server.objects.has(`tickets/${name}`)).toBe(false);
    await expect(store.open(name)).rejects.toMatchObject({ status: 404, code: 'NoSuchKey' });
    await expect(store.open('../etc/passwd')).rejects.toThrow('not a stored file name');
  });

  it('sends nothing for a discarded upload and removes its temporary file', async () => {
    const store = createS3FileStore(settings, partialDir);
    const before = server.objects.size;
    const staged = await store.stage(Readable.from([pdf]));
    await staged.discard();
    expect(readdirSync(partialDir)).toEqual([]);
    expect(server.objects.size).toBe(before);
  });

  it('fails loudly with a wrong secret: 403 SignatureDoesNotMatch, nothing stored, the temporary file removed on discard', async () => {
    const store = createS3FileStore({ ...settings, secretAccessKey: 'not-the-secret' }, partialDir);
    const before = server.objects.size;
    const staged = await store.stage(Readable.from([pdf]));
    const failure = await staged.commit().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3Error);
    expect(failure).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect((failure as Error).message).toMatch(
      /^S3 PUT tickets\/[a-f0-9]{32} answered 403 SignatureDoesNotMatch: The request signature we calculated/,
    );
    expect(server.objects.size).toBe(before);
    expect(readdirSync(partialDir)).toHaveLength(1);
    await staged.discard();
    expect(readdirSync(partialDir)).toEqual([]);

    await expect(createS3FileStore({ ...settings, accessKeyId: 'nobody' }, partialDir).open('0'.repeat(32))).rejects.toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    await expect(createS3FileStore({ ...settings, bucket: 'other' }, partialDir).open('0'.repeat(32))).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
  });
});

describe('local S3 server checks requests as S3 does', () => {
  const url = () => new URL(`${server.url}/tickets/raw-object`);

  it('refuses an unsigned request, a tampered one and a stale one', async () => {
    expect(await raw('GET', url(), {})).toMatchObject({ status: 403, text: expect.stringContaining('<Code>AccessDenied</Code>') });
    const signed = await signS3Request({ method: 'GET', url: url(), payloadHash: EMPTY_SHA256, region: 'us-east-1' }, keys);
    const otherKey = new URL(`${server.url}/tickets/another-object`);
    expect((await raw('GET', otherKey, signed)).text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const stale = await signS3Request(
      { method: 'GET', url: url(), payloadHash: EMPTY_SHA256, region: 'us-east-1', now: new Date(Date.now() - 20 * 60_000) },
      keys,
    );
    expect(await raw('GET', url(), stale)).toMatchObject({
      status: 403,
      text: expect.stringContaining('<Code>RequestTimeTooSkewed</Code>'),
    });
    const otherRegion = await signS3Request({ method: 'GET', url: url(), payloadHash: EMPTY_SHA256, region: 'ap-south-1' }, keys);
    expect((await raw('GET', url(), otherRegion)).status).toBe(400);
  });

  it('stores a body only when it matches its signed sha256; HEAD and DELETE answer as S3 does', async () => {
    const body = Buffer.from('hello');
    const put = async (hash: string) =>
      raw(
        'PUT',
        url(),
        await signS3Request(
          { method: 'PUT', url: url(), payloadHash: hash, region: 'us-east-1', headers: { 'content-length': '5' } },
          keys,
        ),
        body,
      );
    expect(await put(sha256Hex('other'))).toMatchObject({
      status: 400,
      text: expect.stringContaining('<Code>XAmzContentSHA256Mismatch</Code>'),
    });
    expect(server.objects.has('tickets/raw-object')).toBe(false);
    expect((await put(sha256Hex(body))).status).toBe(200);
    expect((await put('UNSIGNED-PAYLOAD')).status).toBe(200);

    const head = await raw(
      'HEAD',
      url(),
      await signS3Request({ method: 'HEAD', url: url(), payloadHash: EMPTY_SHA256, region: 'us-east-1' }, keys),
    );
    expect(head).toEqual({ status: 200, text: '' });
    const del = async () =>
      raw('DELETE', url(), await signS3Request({ method: 'DELETE', url: url(), payloadHash: EMPTY_SHA256, region: 'us-east-1' }, keys));
    expect((await del()).status).toBe(204);
    expect((await del()).status).toBe(204);
    const missing = await raw(
      'HEAD',
      url(),
      await signS3Request({ method: 'HEAD', url: url(), payloadHash: EMPTY_SHA256, region: 'us-east-1' }, keys),
    );
    expect(missing.status).toBe(404);
  });
});

describe('S3 client connections', () => {
  it('sends a request again when the kept-alive connection it reused was closed by the server', async () => {
    // A server that drops every second request on a connection without answering, as one closing an idle socket does.
    const seen = new WeakMap<object, number>();
    let answered = 0;
    const flaky = createServer((req, res) => {
      const count = (seen.get(req.socket) ?? 0) + 1;
      seen.set(req.socket, count);
      if (count > 1) {
        req.socket.destroy();
        return;
      }
      answered++;
      res.end('object');
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const client = createS3Client({ ...settings, endpoint: `http://127.0.0.1:${(flaky.address() as AddressInfo).port}` });
      expect((await buffer(await client.getObject('a'))).toString()).toBe('object');
      await new Promise((r) => setImmediate(r));
      expect((await buffer(await client.getObject('b'))).toString()).toBe('object');
      expect(answered).toBe(2);
    } finally {
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });
});
