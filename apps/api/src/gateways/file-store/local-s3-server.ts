import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  canonicalQuery,
  canonicalRequest,
  canonicalUri,
  parseAuthorization,
  sameSignature,
  sha256Hex,
  signatureOf,
  UNSIGNED_PAYLOAD,
} from './sigv4.ts';

/**
 * A tiny S3-compatible server for tests and local runs: path-style PUT/GET/HEAD/DELETE of objects, kept in
 * memory, behind real SigV4 verification (a wrong secret is a 403 SignatureDoesNotMatch, as in S3).
 */
export interface LocalS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  buckets: string[];
  region?: string;
  maxObjectBytes?: number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface LocalS3Server {
  /** http://127.0.0.1:<port>, the S3_ENDPOINT to use. */
  url: string;
  /** Keyed `bucket/key`. */
  objects: Map<string, StoredObject>;
  close(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60_000;

class S3Fault {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new S3Fault(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function amzDateTime(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : Number.NaN;
}

/** Checks the Authorization header as S3 does; returns the payload hash the client signed. */
function verifySignature(req: IncomingMessage, url: URL, options: Required<Omit<LocalS3Options, 'buckets'>>): string {
  const authorization = header(req, 'authorization');
  if (!authorization) throw new S3Fault(403, 'AccessDenied', 'Access Denied');
  const parsed = parseAuthorization(authorization);
  if (!parsed) throw new S3Fault(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  if (parsed.accessKeyId !== options.accessKeyId) {
    throw new S3Fault(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  const amzDate = header(req, 'x-amz-date') ?? '';
  const at = amzDateTime(amzDate);
  if (Number.isNaN(at)) throw new S3Fault(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (parsed.date !== amzDate.slice(0, 8) || parsed.region !== options.region || parsed.service !== 's3') {
    throw new S3Fault(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the credential scope must be ${amzDate.slice(0, 8)}/${options.region}/s3/aws4_request.`,
    );
  }
  if (Math.abs(Date.now() - at) > MAX_SKEW_MS) {
    throw new S3Fault(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  const payloadHash = header(req, 'x-amz-content-sha256');
  if (!payloadHash) throw new S3Fault(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (payloadHash !== UNSIGNED_PAYLOAD && !/^[0-9a-f]{64}$/.test(payloadHash)) {
    throw new S3Fault(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a valid sha256 value.');
  }
  if (!parsed.signedHeaders.includes('host') || !parsed.signedHeaders.includes('x-amz-content-sha256')) {
    throw new S3Fault(403, 'AccessDenied', 'host and x-amz-content-sha256 must be signed');
  }
  const signed: Record<string, string> = {};
  for (const name of parsed.signedHeaders) {
    const value = header(req, name);
    if (value === undefined) throw new S3Fault(403, 'SignatureDoesNotMatch', `Signed header ${name} is missing from the request.`);
    signed[name] = value;
  }
  let uri: string;
  try {
    uri = canonicalUri(url.pathname);
  } catch {
    throw new S3Fault(400, 'InvalidURI', 'Could not parse the specified URI.');
  }
  const { text } = canonicalRequest({
    method: req.method ?? 'GET',
    uri,
    query: canonicalQuery(url.searchParams),
    headers: signed,
    payloadHash,
  });
  if (!sameSignature(signatureOf(options.secretAccessKey, amzDate, options.region, 's3', text), parsed.signature)) {
    throw new S3Fault(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return payloadHash;
}

export async function startLocalS3Server(input: LocalS3Options, listen: { port?: number; host?: string } = {}): Promise<LocalS3Server> {
  const options = { region: 'us-east-1', maxObjectBytes: 64 * 1_048_576, ...input };
  const buckets = new Set(options.buckets);
  const objects = new Map<string, StoredObject>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const payloadHash = verifySignature(req, url, options);
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (!buckets.has(decodeURIComponent(bucket))) throw new S3Fault(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) throw new S3Fault(501, 'NotImplemented', 'Only object operations are implemented.');
    const id = `${decodeURIComponent(bucket)}/${key}`;

    if (req.method === 'PUT') {
      if (header(req, 'content-length') === undefined)
        throw new S3Fault(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      const body = await readBody(req, options.maxObjectBytes);
      if (payloadHash !== UNSIGNED_PAYLOAD && sha256Hex(body) !== payloadHash) {
        throw new S3Fault(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(id, { body, contentType: header(req, 'content-type') ?? 'binary/octet-stream', etag, lastModified: new Date() });
      res.writeHead(200, { etag }).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(id);
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new S3Fault(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    const found = objects.get(id);
    if (!found) throw new S3Fault(404, 'NoSuchKey', 'The specified key does not exist.');
    res.writeHead(200, {
      'content-type': found.contentType,
      'content-length': found.body.length,
      etag: found.etag,
      'last-modified': found.lastModified.toUTCString(),
    });
    res.end(req.method === 'GET' ? found.body : undefined);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(async (error: unknown) => {
      const fault =
        error instanceof S3Fault ? error : new S3Fault(500, 'InternalError', 'We encountered an internal error. Please try again.');
      // Read what the client is still sending, so it sees the answer rather than a reset connection.
      if (!req.readableEnded) await readBody(req, Number.POSITIVE_INFINITY).catch(() => {});
      const xml =
        req.method === 'HEAD'
          ? undefined
          : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${fault.code}</Code><Message>${xmlEscape(fault.message)}</Message>` +
            `<Resource>${xmlEscape(new URL(req.url ?? '/', 'http://local').pathname)}</Resource><RequestId>${randomUUID()}</RequestId></Error>`;
      res.writeHead(fault.status, { 'content-type': 'application/xml' }).end(xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, listen.host ?? '127.0.0.1', resolve));
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// For local runs and benchmarks: `npx tsx apps/api/src/gateways/file-store/local-s3-server.ts` serves the
// S3_BUCKET of the same S3_* settings the server reads, on S3_LOCAL_PORT (default 9000), until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const server = await startLocalS3Server(
    {
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      buckets: [env.S3_BUCKET],
      region: env.S3_REGION ?? 'us-east-1',
    },
    { port: Number(env.S3_LOCAL_PORT ?? 9000) },
  );
  console.info(`local S3 server at ${server.url}, bucket ${env.S3_BUCKET} (kept in memory)`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  process.once('SIGINT', () => void server.close().then(() => process.exit(0)));
}
