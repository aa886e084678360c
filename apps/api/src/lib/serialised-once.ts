import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller answers go as they are: compressing them saves a few hundred bytes at most and costs a header. */
export const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
// Brotli first, as browsers rank it; a bounded cache, as @fastify/compress keeps (browsers send a handful of values).
const encodings = new Negotiator<Encoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'], cache: boundedCache(100) });

/**
 * A JSON answer serialised once and kept: its UTF-8 bytes (the socket takes them without encoding the text again)
 * and, made the first time a client asks for one, its brotli and gzip forms. A hot list is compressed once per
 * change, not per request, and a phone on a mobile network receives a 14.5 KB offers page as about 2 KB.
 */
export class SerialisedJson {
  readonly bytes: Buffer;
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(text: string) {
    this.bytes = Buffer.from(text);
  }

  encoded(encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.bytes, { level: 6 }));
    // Quality 4: within a few per cent of the best size for these answers, at a small part of quality 11's time.
    return (this.brotli ??= brotliCompressSync(this.bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length },
    }));
  }
}

/**
 * Sends already-serialised JSON as it is (Fastify skips its serializer for bytes), compressed when the client
 * accepts brotli or gzip and the answer is large enough to gain from it.
 */
export function sendSerialised(request: FastifyRequest, reply: FastifyReply, body: SerialisedJson) {
  reply.type('application/json; charset=utf-8');
  if (body.bytes.length < COMPRESS_FROM_BYTES) return reply.send(body.bytes);
  // A cache between here and the client must not hand one client's encoding to another.
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? encodings.negotiate(accepted) : null;
  if (encoding === null || encoding === 'identity') return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}

/**
 * The answer kept under `key` in a snapshot's cache, built (and serialised) the first time it is asked for. A cache
 * with `maxEntries` is emptied when full (positions and searches vary without end; a snapshot lives seconds).
 */
export function serialisedOnce(
  cache: Map<string, SerialisedJson>,
  key: string,
  build: () => unknown,
  maxEntries = Number.POSITIVE_INFINITY,
): SerialisedJson {
  let body = cache.get(key);
  if (body === undefined) {
    body = new SerialisedJson(JSON.stringify(build()));
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, body);
  }
  return body;
}

function boundedCache(limit: number) {
  const values = new Map<string, string>();
  const cache = {
    get: (key: string) => values.get(key),
    has: (key: string) => values.has(key),
    set(key: string, value: string) {
      if (values.size >= limit) values.clear();
      values.set(key, value);
      return cache;
    },
  };
  return cache;
}
