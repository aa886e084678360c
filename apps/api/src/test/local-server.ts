import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A local stand-in for an outside service (an SMS provider, Sentry's ingest) for a test file: listening on a
 * free port before its tests, closed after them. `origin()` is its http://127.0.0.1:port once it listens.
 */
export function useLocalServer(listener: RequestListener) {
  const server = createServer(listener);
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: () => origin };
}
