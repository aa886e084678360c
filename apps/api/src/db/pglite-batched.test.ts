import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedPglite } from './pglite-batched.ts';

// PGlite only: the client under test is the embedded database's driver (the PostgreSQL run has nothing to add).
describe('the batched PGlite client', () => {
  let pglite: PGlite;
  let client: ReturnType<typeof batchedPglite>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    client = batchedPglite(pglite);
    await pglite.exec(`
      create table things (
        id serial primary key, name text not null unique, tags text[] not null default '{}', doc jsonb,
        amount numeric(10, 2), big bigint, flag boolean, at timestamptz, day date
      );
      insert into things (name, tags, doc, amount, big, flag, at, day) values
        ('one', '{a,b}', '{"k": [1, 2]}', 12.5, 9007199254740993, true, '2026-11-23T10:00:00Z', '2026-11-23'),
        ('two', '{}', null, null, null, false, null, null);
    `);
  });
  afterAll(() => pglite.close());

  const statements = [
    ['select * from things where name = $1', ['one']],
    ['select * from things where name = $1', ['nobody']],
    ['select * from things where id > $1 order by id', [0]],
    ['select id, tags, doc from things where flag = $1 and at < $2', [true, new Date('2027-01-01T00:00:00Z')]],
    ['select count(*) as n, sum(amount) as total from things where name = any($1)', [['one', 'two']]],
    ['select name from things where doc @> $1', [{ k: [1] }]],
    ['select 1 as one, null::text as nothing', []],
  ] as const;

  for (const rowMode of ['object', 'array'] as const) {
    it(`answers as PGlite's own query does (rows as ${rowMode}s), for every parameter and column type here`, async () => {
      for (const [text, params] of statements) {
        const mine = await client.query(text, [...params], { rowMode });
        const theirs = await pglite.query(text, [...params], { rowMode });
        expect(mine, text).toEqual({ rows: theirs.rows, fields: theirs.fields, affectedRows: theirs.affectedRows });
      }
      expect((await client.query('select * from things where name = $1', ['one'])).rows).toHaveLength(1);
    });
  }

  it("passes the caller's parsers and counts affected rows of inserts, updates and deletes", async () => {
    const raw = { parsers: { 1184: (value: string) => `raw:${value}` } };
    const { rows } = await client.query<{ at: string }>('select at from things where name = $1', ['one'], raw);
    expect(rows[0]!.at).toMatch(/^raw:2026-11-23 10:00:00/);
    expect((await client.query('insert into things (name) values ($1), ($2)', ['three', 'four'])).affectedRows).toBe(2);
    expect((await client.query('update things set flag = $1 where name in ($2, $3)', [true, 'three', 'four'])).affectedRows).toBe(2);
    expect((await client.query('delete from things where name in ($1, $2) returning id', ['three', 'four'])).rows).toHaveLength(2);
  });

  it('throws the database error with its code and the statement, and the next statement still runs', async () => {
    const error = await client.query('insert into things (name) values ($1)', ['one']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into things (name) values ($1)', params: ['one'] });
    const syntax = await client.query('selec name from things where id = $1', [1]).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    // A text that failed to parse is not kept under a name: it fails the same way again, and others still run.
    await expect(client.query('selec name from things where id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect((await client.query('select name from things where id = $1', [1])).rows).toEqual([{ name: 'one' }]);
  });

  it('runs a transaction on one connection: its statements see each other, a rollback undoes them', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['inside']);
        expect((await tx.query('select name from things where name = $1', ['inside'])).rows).toEqual([{ name: 'inside' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await client.query('select name from things where name = $1', ['inside'])).rows).toEqual([]);
    const kept = await client.transaction(
      async (tx) => (await tx.query<{ id: number }>('insert into things (name) values ($1) returning id', ['kept'])).rows[0]!.id,
    );
    expect((await client.query('select name from things where id = $1', [kept])).rows).toEqual([{ name: 'kept' }]);
  });

  it('keeps statements of other requests out of an open transaction (PGlite is one session)', async () => {
    let inserted!: () => void;
    let release!: () => void;
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['pending']);
        inserted();
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await insertDone;
    let outsideDone = false;
    const outside = client.query('select count(*)::int as n from things where name = $1', ['pending']).finally(() => {
      outsideDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);
    release();
    expect(await transaction).toBe('rolled back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('runs the statements asked for in one turn back to back, before any of their callers carries on', async () => {
    const text = 'select name from things where id = $1';
    await client.query(text, [1]);
    const events: string[] = [];
    const execute = pglite.execProtocolStream.bind(pglite);
    pglite.execProtocolStream = (...args) => {
      events.push('statement');
      return execute(...args);
    };
    try {
      const answers = await Promise.all(
        [1, 2, 1, 2].map((id) => client.query<{ name: string }>(text, [id]).then(({ rows }) => (events.push('caller'), rows[0]!.name))),
      );
      expect(answers).toEqual(['one', 'two', 'one', 'two']);
      expect(events).toEqual(['statement', 'statement', 'statement', 'statement', 'caller', 'caller', 'caller', 'caller']);
    } finally {
      pglite.execProtocolStream = execute;
    }
  });

  it('keeps each statement of a group its own: one that fails fails alone, the others commit', async () => {
    const [duplicate, added, counted] = await Promise.allSettled([
      client.query('insert into things (name) values ($1)', ['one']),
      client.query('insert into things (name) values ($1) returning name', ['grouped']),
      client.query<{ n: number }>('select count(*)::int as n from things where name = any($1)', [['one', 'grouped']]),
    ]);
    expect(duplicate).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(added).toMatchObject({ status: 'fulfilled', value: { rows: [{ name: 'grouped' }] } });
    expect(counted).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 2 }] } });
    expect((await pglite.query('select name from things where name = $1', ['grouped'])).rows).toEqual([{ name: 'grouped' }]);
  });

  it('keeps the order statements and transactions were asked for in', async () => {
    const insert = client.query('insert into things (name) values ($1)', ['before the transaction']);
    const seen = client.transaction(
      async (tx) =>
        (await tx.query<{ n: number }>('select count(*)::int as n from things where name = $1', ['before the transaction'])).rows[0]!.n,
    );
    await insert;
    expect(await seen).toBe(1);
  });

  it('runs the statements asked for before closing, then closes', async () => {
    const closing = await PGlite.create();
    const closingClient = batchedPglite(closing);
    await closing.exec('create table notes (body text not null)');
    const inserted = closingClient.query('insert into notes (body) values ($1)', ['the last one']);
    await closingClient.close();
    await expect(inserted).resolves.toMatchObject({ affectedRows: 1 });
    expect(closing.closed).toBe(true);
  });

  it('reuses one prepared statement per text', async () => {
    const before = (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    for (let i = 0; i < 5; i++) await client.query('select name from things where id = $1 and $2::int > 0', [1, i + 1]);
    const after = (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    expect(after - before).toBe(1);
  });
});
