import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { urlencodedForm } from '../../test/form-bodies.ts';
import { gatewayReturnRoutes, type GatewayReturn } from './gateway-return.ts';

// What the purpose made of each form, by the txnid it names: T-PAID paid, T-FORGED known but refused.
const answers: Record<string, GatewayReturn> = {
  'T-PAID': { verified: true, landing: '/thing/1?outcome=success' },
  'T-FORGED': { verified: false, reason: 'hash mismatch', landing: '/thing/1?outcome=failure' },
};
const logged: string[] = [];
const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.register(
  gatewayReturnRoutes({
    path: '/api/thing/pay',
    what: 'thing payment',
    handle: async (form) => answers[form.txnid ?? ''] ?? { verified: false, landing: undefined },
  }),
);
afterAll(() => app.close());

const postForm = (outcome: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/thing/pay/${outcome}`,
    ...urlencodedForm(fields),
  });

describe('the gateway return routes (surl and furl)', () => {
  it("sends the cardholder's browser on to the purpose's page, from either address", async () => {
    for (const outcome of ['success', 'failure']) {
      const reply = await postForm(outcome, { txnid: 'T-PAID', status: 'success' });
      expect(reply.statusCode).toBe(303);
      expect(reply.headers.location).toBe('/thing/1?outcome=success');
    }
  });

  it('sends a refused form of a known payment to its failure page and logs why, without the rest of the form', async () => {
    const reply = await postForm('success', { txnid: 'T-FORGED', hash: 'forged-hash-value' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/thing/1?outcome=failure');
    const line = logged.find((l) => l.includes('thing payment callback refused'))!;
    expect(JSON.parse(line)).toMatchObject({ txnid: 'T-FORGED', reason: 'hash mismatch' });
    expect(line).not.toContain('forged-hash-value');
  });

  it('answers 400 to a form naming no payment', async () => {
    const unknown = await postForm('success', { txnid: 'T-NOBODY' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: messages.unknownTransaction } });
  });
});
