import net from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './portal-process.mjs';
import { startPostgres } from './pg-server.mjs';

/*
 * The harness picks a free port, releases it and starts PostgreSQL on it; meanwhile the apps under test open sandbox
 * servers on ephemeral ports, and one of them can take it first (a red fault suite in a CI run). These tests hold the
 * picked port themselves, so the race is lost every time rather than now and then.
 */
const held: net.Server[] = [];
afterAll(() => Promise.all(held.map((server) => new Promise((done) => server.close(done)))));

async function holdPort(): Promise<number> {
  const server = net.createServer();
  held.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return (server.address() as net.AddressInfo).port;
}

describe('a throw-away PostgreSQL server', () => {
  it('starts on another port when the one it picked is taken before it binds', async () => {
    const taken = await holdPort();
    const picks: number[] = [];
    const server = await startPostgres({
      pickPort: async () => {
        const port = picks.length === 0 ? taken : await freePort();
        picks.push(port);
        return port;
      },
    });
    try {
      expect(picks).toHaveLength(2);
      expect(new URL(server.url).port).toBe(String(picks[1]));
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('select 42 as answer');
      await client.end();
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      server.stop();
    }
  }, 120_000);

  it('gives up with pg_ctl’s error after five taken ports', async () => {
    const taken = await Promise.all([1, 2, 3, 4, 5].map(holdPort));
    let picks = 0;
    await expect(startPostgres({ pickPort: async () => taken[picks++]! })).rejects.toThrow(/pg_ctl|Command failed/);
    expect(picks).toBe(5);
  }, 120_000);
});
