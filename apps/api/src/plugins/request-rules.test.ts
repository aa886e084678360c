import { describe, expect, it } from 'vitest';
import { clientHeaders } from '../test/test-app.ts';
import { useTestApp } from '../test/use-test-app.ts';

const t = useTestApp();

describe('fixed request headers', () => {
  it('accepts a request with the three known headers', async () => {
    const res = await t.call({ url: '/api/core/countries' });
    expect(res.statusCode).toBe(200);
  });

  for (const [header, name] of [
    ['x-api-id', 'X-api-Id'],
    ['x-client-id', 'X-Client-Id'],
    ['x-project-id', 'X-Project-Id'],
  ] as const) {
    it(`answers 400 naming ${name} when it is missing`, async () => {
      const headers: Record<string, string> = { ...clientHeaders };
      delete headers[header];
      const res = await t.app.inject({ url: '/api/core/countries', headers });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'MISSING_HEADER', message: `The ${name} header is required.` } });
    });
  }

  it('answers 403 for an unknown client or project, or a wrong api id', async () => {
    for (const override of [{ 'x-client-id': 'someone-else' }, { 'x-project-id': 'other-project' }, { 'x-api-id': 'other' }]) {
      const res = await t.app.inject({ url: '/api/core/countries', headers: { ...clientHeaders, ...override } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('UNKNOWN_CLIENT');
    }
  });

  it('checks routes registered under a prefix and with their own hooks too', async () => {
    const bin = await t.app.inject({ method: 'POST', url: '/api/customer/bins/validate', payload: { bin: '41000001' } });
    expect(bin.statusCode).toBe(400);
    expect(bin.json().error.code).toBe('MISSING_HEADER');
    const profile = await t.app.inject({
      url: '/api/customer/user/contact_preferences',
      headers: { ...clientHeaders, 'x-project-id': 'other' },
    });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.code).toBe('UNKNOWN_CLIENT');
  });

  it('checks the client while the catalogue is being re-read as well', async () => {
    t.app.catalogue.invalidate();
    expect((await t.app.inject({ url: '/api/core/countries', headers: { ...clientHeaders, 'x-client-id': 'nobody' } })).statusCode).toBe(
      403,
    );
    t.app.catalogue.invalidate();
    expect((await t.call({ url: '/api/core/countries' })).statusCode).toBe(200);
  });

  it('lets health, readiness and the docs through without the headers', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toMatch(/^3\./);
    expect(Object.keys(docs.json().paths)).toContain('/api/booking/golf_course_lists');
  });
});

describe('the one error shape', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.call({ url: '/api/core/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'We could not find what you asked for.' } });
  });

  it('answers a bad query with 400, the field and no stack trace', async () => {
    const res = await t.call({ url: '/api/booking/golf_course_lists?session_type=swim' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields)).toEqual(['session_type']);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/core/countries',
      payload: '{"broken',
      headers: { 'content-type': 'application/json' },
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error.code).toMatch(/VALIDATION_FAILED|NOT_FOUND/);
  });
});
