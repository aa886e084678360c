import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useLocalServer } from '../../test/local-server.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { SmsDeliveryError } from './sms-gateway.ts';

/** A local stand-in for the SMS provider: records what it receives; answers 503 for one number, and for another while `flaky`. */
let flaky = true;
const received: { authorization?: string; body: { to: string; message: string } }[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

const provider = useLocalServer(async (req, res) => {
  const body = JSON.parse(await readBody(req));
  received.push({ authorization: req.headers.authorization, body });
  res.statusCode = body.to === '+919999999999' || (flaky && body.to === '+919999999998') ? 503 : 202;
  res.end('{}');
});
const smsUrl = () => `${provider.origin()}/sms`;

describe('HTTP SMS gateway', () => {
  it('posts the number with +91 and the text, with the key as a bearer token', async () => {
    await createHttpSmsGateway({ url: smsUrl(), key: 'k-123' }).send({ to: '9812345678', body: 'hello' });
    expect(received.at(-1)).toEqual({ authorization: 'Bearer k-123', body: { to: '+919812345678', message: 'hello' } });
  });

  it('names the client’s registered template when the text has one', async () => {
    await createHttpSmsGateway({ url: smsUrl(), key: 'k-123' }).send({ to: '9812345678', body: 'hello', templateId: 'TPL-OFFERS-1' });
    expect(received.at(-1)?.body).toEqual({ to: '+919812345678', message: 'hello', template_id: 'TPL-OFFERS-1' });
  });

  it('treats a non-2xx answer as a delivery failure', async () => {
    await expect(createHttpSmsGateway({ url: smsUrl(), key: 'k' }).send({ to: '9999999999', body: 'x' })).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });

  describe('configured for the server', () => {
    const t = useTestApp(() => ({ SMS_GATEWAY_URL: smsUrl(), SMS_GATEWAY_KEY: 'server-key' }));

    it('sends sign-up codes through the gateway, not the outbox', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/customer/users',
        payload: { mobile: '9812300000', email: 'g@example.in', name: 'G R', calling_code: '91', country_id: 'IN' },
      });
      expect(res.statusCode).toBe(201);
      const sent = received.at(-1)!;
      expect(sent.authorization).toBe('Bearer server-key');
      expect(sent.body.to).toBe('+919812300000');
      expect(sent.body.message).toMatch(/\b\d{6}\b/);
      expect((await t.app.inject({ url: '/api/dev/outbox?to=9812300000' })).json()).toEqual([]);
    });

    it('tries a failing provider twice, then says to try again shortly (not the rate-limit message)', async () => {
      const before = received.length;
      const res = await t.call({ method: 'POST', url: '/api/core/external_otps', payload: { mobile: '9999999999' } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(messages.smsNotDelivered);
      expect(res.json().error.message).not.toBe(messages.otpRequestLimit);
      expect(received.length - before).toBe(2);
    });

    it('counts only delivered codes toward the 5 per 30 minutes', async () => {
      const send = () => t.call({ method: 'POST', url: '/api/core/external_otps', payload: { mobile: '9999999998' } });
      for (let i = 0; i < 6; i++) expect((await send()).statusCode).toBe(503);
      flaky = false;
      for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
      const sixth = await send();
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.message).toBe(messages.otpRequestLimit);
    });
  });
});
