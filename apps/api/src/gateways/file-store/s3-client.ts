import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { signS3Request } from './s3-signer.ts';
import { EMPTY_SHA256, uriEncode } from './sigv4.ts';

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 or https://s3.ap-south-1.amazonaws.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO and most S3-compatible stores) rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** An answer other than success, with S3's error code (SignatureDoesNotMatch, NoSuchKey …). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

export interface ObjectBody {
  /** Opened once per attempt, so a request on a stale keep-alive connection can be sent again. */
  open: () => Readable;
  length: number;
  sha256: string;
}

const ERROR_BODY_BYTES = 16_384;

async function readSome(response: IncomingMessage, limit: number): Promise<string> {
  let text = '';
  for await (const chunk of response) {
    if (text.length < limit) text += String(chunk);
  }
  return text.slice(0, limit);
}

/** The four object calls of the S3 REST protocol the file store needs, signed with SigV4 (aws4fetch), over node:http(s). */
export function createS3Client(settings: S3Settings, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const endpoint = new URL(settings.endpoint);
  const prefix = endpoint.pathname.replace(/\/+$/, '');
  const credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  const objectUrl = (key: string) =>
    settings.forcePathStyle
      ? new URL(`${endpoint.protocol}//${endpoint.host}${prefix}/${uriEncode(settings.bucket)}/${uriEncode(key)}`)
      : new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${prefix}/${uriEncode(key)}`);

  async function attempt(method: string, url: URL, body: ObjectBody | undefined): Promise<IncomingMessage> {
    const headers = await signS3Request(
      {
        method,
        url,
        region: settings.region,
        payloadHash: body?.sha256 ?? EMPTY_SHA256,
        headers: body ? { 'content-length': String(body.length), 'content-type': 'application/octet-stream' } : {},
      },
      credentials,
    );
    return new Promise((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(url, { method, headers, timeout: timeoutMs }, (response) => {
        // The idle limit guards the exchange; a slow downloader reading the body must not trip it.
        request.setTimeout(0);
        resolve(response);
      });
      request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
      request.once('timeout', () => request.destroy(new Error(`S3 ${method} ${url.host}: no answer within ${timeoutMs} ms`)));
      if (!body) {
        request.end();
        return;
      }
      const source = body.open();
      source.on('error', (error) => request.destroy(error));
      source.pipe(request);
    });
  }

  async function send(method: string, key: string, body?: ObjectBody): Promise<IncomingMessage> {
    const url = objectUrl(key);
    try {
      return await attempt(method, url, body);
    } catch (error) {
      // A kept-alive connection the server closed as we reused it; all four calls are idempotent, so send once more.
      const { code, reusedSocket } = error as { code?: string; reusedSocket?: boolean };
      if (reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE')) return attempt(method, url, body);
      throw error;
    }
  }

  async function failure(method: string, key: string, response: IncomingMessage): Promise<S3Error> {
    const status = response.statusCode ?? 0;
    const text = await readSome(response, ERROR_BODY_BYTES);
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? `HTTP${status}`;
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    return new S3Error(status, code, `S3 ${method} ${settings.bucket}/${key} answered ${status} ${code}${message ? `: ${message}` : ''}`);
  }

  return {
    async putObject(key: string, body: ObjectBody): Promise<void> {
      const response = await send('PUT', key, body);
      if (response.statusCode !== 200) throw await failure('PUT', key, response);
      response.resume();
    },
    /** The object's bytes as a stream (the response body itself). */
    async getObject(key: string): Promise<Readable> {
      const response = await send('GET', key);
      if (response.statusCode !== 200) throw await failure('GET', key, response);
      return response;
    },
    async headObject(key: string): Promise<{ size: number } | undefined> {
      const response = await send('HEAD', key);
      if (response.statusCode !== 200 && response.statusCode !== 404) throw await failure('HEAD', key, response);
      response.resume();
      if (response.statusCode === 404) return undefined;
      return { size: Number(response.headers['content-length']) };
    },
    /** Deleting a missing object succeeds, as in S3. */
    async deleteObject(key: string): Promise<void> {
      const response = await send('DELETE', key);
      if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404)
        throw await failure('DELETE', key, response);
      response.resume();
    },
  };
}
export type S3Client = ReturnType<typeof createS3Client>;
