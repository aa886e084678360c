import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, freePort } from './portal-process.mjs';

/*
 * A port the harness picks is released before the server it is for binds it. Picked by `listen(0)`, it came from
 * the kernel's ephemeral range, where every other process's `listen(0)` and outgoing connection takes ports too: in
 * a CI run the fault suite's restarted portal died of EADDRINUSE on such a port. Picks now stay below that range.
 */
describe('freePort', () => {
  it('picks ports below the ephemeral range, each one free to bind', async () => {
    const { low } = ephemeralPortRange();
    const picks = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of picks) {
      expect(port).toBeLessThan(low);
      const server = net.createServer();
      await new Promise<void>((listening, failed) => {
        server.once('error', failed);
        server.listen(port, '127.0.0.1', listening);
      });
      await new Promise((closed) => server.close(closed));
    }
  });
});
