import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { clientHeaders } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { redactedLogPaths } from './redaction.ts';
import { BatchedLogDestination } from './log-destination.ts';
import { accessLineWriter, lazyChildLogger } from './request-log.ts';

let database: DatabaseHandle;
let app: FastifyInstance | undefined;
const lines: Record<string, unknown>[] = [];
const written: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedIfEmpty(database.db, { clientId: clientHeaders['x-client-id'], projectId: clientHeaders['x-project-id'] });
});
afterEach(async () => {
  await app?.close();
  lines.length = 0;
  written.length = 0;
});
afterAll(() => database.close());

async function start(level: 'info' | 'warn') {
  app = await buildApp(testConfig({ LOG_LEVEL: level }), {
    database,
    logStream: {
      write: (line) => {
        written.push(line);
        lines.push(JSON.parse(line));
      },
    },
  });
  await app.ready();
  lines.length = 0;
  written.length = 0;
  return app;
}

describe('request log', () => {
  it('writes one line per answered request at info, with the request id, method, URL, status and time', async () => {
    const server = await start('info');
    await server.inject({ url: '/api/core/countries', headers: clientHeaders });
    await server.inject({ url: '/api/core/nothing-here', headers: clientHeaders });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      url: '/api/core/countries',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    expect(lines[1]).toMatchObject({ msg: 'request completed', url: '/api/core/nothing-here', statusCode: 404 });
    expect(lines[1]!.reqId).not.toBe(lines[0]!.reqId);
  });

  it("keeps a secret in the URL's query out of the line", async () => {
    const server = await start('info');
    await server.inject({ url: '/api/core/countries?token=abc123&x=1', headers: clientHeaders });
    expect(lines).toEqual([expect.objectContaining({ url: '/api/core/countries?token=[redacted]&x=1', reqId: expect.any(String) })]);
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });

  it('keeps the request id on the lines a request writes itself', async () => {
    const server = await start('info');
    await server.inject({
      method: 'POST',
      url: '/api/customer/bins/validate',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: '{"code": "12',
    });
    const rejected = lines.find((line) => line.msg === 'rejected request');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(rejected?.reqId).toEqual(expect.any(String));
    expect(rejected?.reqId).toBe(completed?.reqId);
    expect(completed?.statusCode).toBe(400);
  });

  it("writes each answered request's line as one string in pino's shape, its time to the microsecond", async () => {
    const server = await start('info');
    await server.inject({ url: '/api/core/countries?otp=991122', headers: clientHeaders });
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('\n')).toBe(true);
    expect(written[0]!.split('\n')).toHaveLength(2);
    const line = JSON.parse(written[0]!) as Record<string, unknown>;
    expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'statusCode', 'responseTime', 'msg']);
    expect(line).toMatchObject({ level: 30, pid: process.pid, method: 'GET', url: '/api/core/countries?otp=[redacted]', statusCode: 200 });
    expect(Math.abs((line.time as number) - Date.now())).toBeLessThan(60_000);
    // At most three decimals: pino wrote the float's 16 digits.
    expect(String(line.responseTime)).toMatch(/^\d+(\.\d{1,3})?$/);
    expect(written[0]).not.toContain('991122');
  });

  it('escapes what a URL may hold that JSON cannot, and keeps its secrets out', () => {
    const line = accessLineWriter('host "a"', 42);
    const url = '/api/x?q="quoted"\\back\u2028\u0001é&password=hunter2';
    const parsed = JSON.parse(line('req-"1', 'GET', url, 404, 1.23456789));
    expect(parsed).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: 42,
      hostname: 'host "a"',
      reqId: 'req-"1',
      method: 'GET',
      url: '/api/x?q="quoted"\\back\u2028\u0001é&password=[redacted]',
      statusCode: 404,
      responseTime: 1.235,
      msg: 'request completed',
    });
  });

  it('writes nothing for answered requests at warn', async () => {
    const server = await start('warn');
    expect((await server.inject({ url: '/api/core/countries', headers: clientHeaders })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('redacts the secrets of the lines a request writes, which go out through the server logger without a child, which go out through the server logger without a child', () => {
    const written: Record<string, unknown>[] = [];
    const parent = pino(
      { level: 'info', redact: { paths: redactedLogPaths, censor: '[redacted]' } },
      { write: (line: string) => void written.push(JSON.parse(line)) },
    );
    const requestLog = (lazyChildLogger as (...args: unknown[]) => ReturnType<typeof lazyChildLogger>)(parent, { reqId: 'req-7' }, {}, {});
    requestLog.info({ url: '/api/x?code=[redacted]', body: { code: '123456', password: 'p' }, user: { token: 't' } }, 'line');
    expect(written).toEqual([
      expect.objectContaining({
        reqId: 'req-7',
        msg: 'line',
        body: { code: '[redacted]', password: '[redacted]' },
        user: { token: '[redacted]' },
      }),
    ]);
  });

  it("writes to stdout asynchronously when no stream is given (a turn of lines gathered, pino's destination writing in the background)", async () => {
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database });
    const destination = (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
    expect(destination).toBeInstanceOf(BatchedLogDestination);
    const sink = (destination as BatchedLogDestination).sink as unknown as { fd: number; sync: boolean };
    expect(sink.fd).toBe(1);
    expect(sink.sync).toBe(false);
  });
});
