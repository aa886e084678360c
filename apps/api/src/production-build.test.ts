import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../build.mjs';
import { compiledEntry } from '../../../scripts/portal-process.mjs';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';
import { clientHeaders } from './test/test-app.ts';

/* `npm start` runs the build (apps/api/build.mjs: dist/server.js), not TypeScript through tsx. */
let server: ServerProcess;
beforeAll(async () => {
  await buildApi();
  // A long allowance: the suite runs files side by side on a small machine.
  server = await startServerProcess({}, 150_000, compiledEntry);
}, 200_000);
afterAll(() => server?.stop());

describe('the production build', () => {
  it('starts from dist on the embedded database: migrations applied and the demo catalogue seeded from files beside the source', async () => {
    const res = await fetch(`${server.base}/api/core/cards`, { headers: clientHeaders });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('serves the contract the source serves: its validation and messages are bundled in', async () => {
    const res = await fetch(`${server.base}/api/customer/bins/validate`, {
      method: 'POST',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ bin: '12' }),
    });
    expect(res.status).toBe(400);
  });
});
