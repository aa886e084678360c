import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@portal/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { errorHandlerPlugin } from './error-handler.ts';

/** A PostgreSQL error as both drivers raise it: a message and a five-character SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

let database: DatabaseHandle;
let app: FastifyInstance | undefined;
const lines: Record<string, unknown>[] = [];
const reported: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  lines.length = 0;
  reported.length = 0;
});
afterAll(() => database.close());

/** A bare server with the one error handler and a route that fails the way `fail` does. */
async function serverFailingWith(fail: () => Promise<unknown>) {
  app = Fastify({
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          lines.push(JSON.parse(line));
        },
      },
    },
  });
  await app.register(errorHandlerPlugin, {
    reporter: {
      capture: (error) => {
        reported.push(error);
      },
      close: async () => {},
    },
  });
  app.get('/fails', async () => {
    await fail();
    return 'not reached';
  });
  await app.ready();
  return app.inject({ url: '/fails' });
}

describe('the error handler and database data exceptions (SQLSTATE class 22)', () => {
  it('answers 400 VALIDATION_FAILED, not 500, when drizzle wraps a data exception in its query error', async () => {
    const answer = await serverFailingWith(async () => {
      throw new DrizzleQueryError(
        'update "users" set "name" = $1',
        ['a\u0000b'],
        pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      );
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: messages.requestInvalid } });
  });

  it('finds the SQLSTATE a few causes down, and on the error itself', async () => {
    const nested = new Error('outer', { cause: new Error('middle', { cause: pgError('22003', 'integer out of range') }) });
    expect(
      (
        await serverFailingWith(async () => {
          throw nested;
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await serverFailingWith(async () => {
          throw pgError('22P02', 'invalid input syntax for type uuid: "x"');
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await serverFailingWith(async () => {
          throw pgError('22P05', 'unsupported Unicode escape sequence');
        })
      ).statusCode,
    ).toBe(400);
  });

  it('logs it at warn with the SQLSTATE and the database message, never the query parameters, and reports nothing', async () => {
    await serverFailingWith(async () => {
      throw new DrizzleQueryError(
        'insert into "users" ("name") values ($1)',
        ['Asha\u0000secret-param'],
        pgError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      );
    });
    const line = lines.find((l) => l.msg === 'database refused a value');
    expect(line).toMatchObject({ level: 40, sqlState: '22021' });
    expect(JSON.stringify(lines)).toContain('invalid byte sequence');
    expect(JSON.stringify(lines)).not.toContain('secret-param');
    expect(reported).toEqual([]);
  });

  it('keeps other database errors (a unique violation, a syntax error) and look-alike codes a 500', async () => {
    for (const code of ['23505', '42601', '2201', '220211', 22021]) {
      const answer = await serverFailingWith(async () => {
        throw new DrizzleQueryError('select 1', [], pgError(code as string, 'other'));
      });
      expect(answer.statusCode, String(code)).toBe(500);
    }
    expect(reported).toHaveLength(5);
  });

  it('answers 400 through a real route: a forged page cursor whose time the contract and service let by but PostgreSQL cannot read', async () => {
    const t = await createTestApp();
    try {
      const { token } = await t.signInAs('9811144444', { role: 'admin' });
      for (const key of ['2024-13-45 99:99:99', '9999999999', '2024-01-01 00:00:00 +99']) {
        const after = Buffer.from(JSON.stringify({ k: key, i: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
        const answer = await t.call({ url: `/api/ops/bookings?after=${after}`, token });
        expect(answer.statusCode, key).toBe(400);
        expect(answer.json(), key).toEqual({ error: { code: 'VALIDATION_FAILED', message: messages.requestInvalid } });
      }
    } finally {
      await t.close();
    }
  });

  it('answers 400 for what the real database refuses: a NUL in a text value', async () => {
    const answer = await serverFailingWith(() => database.db.execute(sql`select ${'a\u0000b'}::text as value`));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the error handler and validation failures', () => {
  it("names every refused field, even one named like a member of Object's prototype (a form's keys are the caller's)", async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    app.post('/form', { schema: { body: z.record(z.string(), z.string().regex(/^ok$/, 'not ok')) } }, async () => 'fine');
    await app.ready();
    const answer = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { constructor: 'x', toString: 'x', hasOwnProperty: 'x', valueOf: 'x', name: 'ok' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: messages.requestInvalid,
        fields: { constructor: ['not ok'], toString: ['not ok'], hasOwnProperty: ['not ok'], valueOf: ['not ok'] },
      },
    });
  });
});
