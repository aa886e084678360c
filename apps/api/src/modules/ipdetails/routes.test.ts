import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

const details = async (remoteAddress: string, headers: Record<string, string> = {}, app = t) => {
  const res = await app.call({ url: '/api/core/ipdetails', remoteAddress, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { ip: string; version: number; range: string; location: string };
};

describe("GET /api/core/ipdetails: the caller's address and a coarse location (spec 02 §7)", () => {
  it('names the address, its version and range, and a local location for this machine or a private network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await details('127.0.0.1')).toEqual({ ip: '127.0.0.1', version: 4, range: 'loopback', location: 'local' });
    expect(await details('::1')).toEqual({ ip: '::1', version: 6, range: 'loopback', location: 'local' });
    // An IPv4 client of a dual-stack socket is reported as the IPv4 address it is.
    expect(await details('::ffff:192.168.1.20')).toEqual({ ip: '192.168.1.20', version: 4, range: 'private', location: 'local' });
    for (const ip of ['10.2.3.4', '172.20.0.1', '100.64.0.9', 'fd12:3456::1']) expect((await details(ip)).range).toBe('private');
    for (const ip of ['169.254.10.1', 'fe80::1']) expect(await details(ip)).toMatchObject({ range: 'link-local', location: 'local' });
    // A public address: no outside service is asked where it is, so its location is unknown.
    expect(await details('172.32.0.1')).toEqual({ ip: '172.32.0.1', version: 4, range: 'public', location: 'unknown' });
    expect(await details('2001:4860::8888')).toEqual({ ip: '2001:4860::8888', version: 6, range: 'public', location: 'unknown' });
    expect(await details('fe80::1%eth0')).toMatchObject({ version: 6, range: 'link-local' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('is the address the server counts by: X-Forwarded-For only from a proxy TRUST_PROXY names', async () => {
    expect((await details('10.0.0.5', { 'x-forwarded-for': '198.51.100.4' })).ip).toBe('10.0.0.5');
    const behindProxy = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect(await details('10.0.0.5', { 'x-forwarded-for': '198.51.100.4' }, behindProxy)).toEqual({
        ip: '198.51.100.4',
        version: 4,
        range: 'public',
        location: 'unknown',
      });
      expect((await details('203.0.113.9', { 'x-forwarded-for': '198.51.100.4' }, behindProxy)).ip).toBe('203.0.113.9');
    } finally {
      await behindProxy.close();
    }
  });

  it('needs the fixed client headers like every other call', async () => {
    expect((await t.app.inject({ url: '/api/core/ipdetails' })).statusCode).toBe(400);
  });
});
