import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { useLocalServer } from '../../test/local-server.ts';
import { clientHeaders } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** A local stand-in for Sentry's ingest: keeps every envelope it is sent. */
const envelopes: string[] = [];
const ingest = useLocalServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const dsn = () => ingest.origin().replace('http://', 'http://publickey@') + '/42';

describe('server error reporting (SENTRY_DSN)', () => {
  it('reports an unexpected error with release 3.3.0 and environment sandbox, and not the answers the spec ignores', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ SENTRY_DSN: dsn() }), { database });
    app.get('/api/test/unexpected', { config: { skipClientHeaders: true } }, async () => {
      throw new Error('the disk caught fire');
    });
    app.get('/api/test/not-found', { config: { skipClientHeaders: true } }, async () => {
      throw new AppError('NOT_FOUND');
    });
    await app.ready();
    try {
      expect(
        (await app.inject({ url: '/api/test/unexpected', headers: { ...clientHeaders, authorization: 'Bearer secret-session-token-123' } }))
          .statusCode,
      ).toBe(500);
      expect((await app.inject({ url: '/api/test/not-found' })).statusCode).toBe(404);
      await expect.poll(() => envelopes.filter((e) => e.includes('"type":"event"')).length, { timeout: 10_000 }).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
    const event = envelopes.find((e) => e.includes('"type":"event"'))!;
    expect(event).toContain('the disk caught fire');
    expect(event).toContain('"release":"3.3.0"');
    expect(event).toContain('"environment":"sandbox"');
    expect(event).not.toContain('secret-session-token-123');
    expect(envelopes.join('\n')).not.toContain('We could not find');
  });
});
