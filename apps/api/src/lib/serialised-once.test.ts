import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_FROM_BYTES, SerialisedJson, sendSerialised, serialisedOnce } from './serialised-once.ts';

const large = {
  data: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Offer ${i}`, description: 'Flat 20% off on a minimum bill.' })),
};
const small = { data: [{ id: 1 }] };
const app = Fastify();
app.get('/large', (request, reply) => sendSerialised(request, reply, new SerialisedJson(JSON.stringify(large))));
app.get('/small', (request, reply) => sendSerialised(request, reply, new SerialisedJson(JSON.stringify(small))));
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('sendSerialised', () => {
  it('sends a large answer as brotli to a browser (which accepts gzip, deflate, br and zstd), decoding to the same JSON', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const reply = await get('/large', 'gzip, deflate, br, zstd');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 3);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(large);
  });

  it('sends gzip to a client that takes only gzip, and follows q-values', async () => {
    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(large);
    const rankedGzip = await get('/large', 'br;q=0.5, gzip');
    expect(rankedGzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the bytes as they are without Accept-Encoding, with identity only, or when every encoding is refused', async () => {
    for (const accepted of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const reply = await get('/large', accepted);
      expect(reply.headers['content-encoding'], String(accepted)).toBeUndefined();
      expect(reply.headers.vary).toBe('accept-encoding');
      expect(reply.json()).toEqual(large);
    }
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const reply = await get('/small', 'gzip, deflate, br');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toEqual(small);
  });
});

describe('serialisedOnce', () => {
  it('builds an answer once per key, and empties a full cache before adding', () => {
    const cache = new Map<string, SerialisedJson>();
    let builds = 0;
    const build = () => ({ builds: ++builds });
    const first = serialisedOnce(cache, 'a', build, 2);
    expect(serialisedOnce(cache, 'a', build, 2)).toBe(first);
    serialisedOnce(cache, 'b', build, 2);
    serialisedOnce(cache, 'c', build, 2);
    expect([...cache.keys()]).toEqual(['c']);
    expect(JSON.parse(first.bytes.toString())).toEqual({ builds: 1 });
    expect(builds).toBe(3);
  });
});
