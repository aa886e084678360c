import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Four requests from one peer, each claiming another client address: how many got through the limit of 3. */
async function throughWithForgedAddresses(peer: string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const res = await t!.call({ url: '/api/core/cards', remoteAddress: peer, headers: { 'x-forwarded-for': `198.51.100.${i}` } });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY: which peer may say who the client is', () => {
  it('by default a forged X-Forwarded-For changes nothing: the per-address limit still counts the peer', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    expect(await throughWithForgedAddresses('203.0.113.9')).toEqual([200, 200, 200, 429]);
  });

  it('a header from a peer that is not in the trusted list changes nothing either', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8' });
    expect(await throughWithForgedAddresses('203.0.113.9')).toEqual([200, 200, 200, 429]);
  });

  it('behind a trusted proxy, each client address has its own limit', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8' });
    expect(await throughWithForgedAddresses('10.1.2.3')).toEqual([200, 200, 200, 200]);
  });

  it('with a hop count, the nearest proxy is trusted whatever its address', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    expect(await throughWithForgedAddresses('203.0.113.9')).toEqual([200, 200, 200, 200]);
  });
});
