import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gatewayFormSchema, messages, plainText } from '@portal/contract';
import type { SandboxBank } from './sandbox-bank.ts';
import { authenticationPage, autoPostPage, autoSubmitScript, errorPage } from './sandbox-pages.ts';

export const SANDBOX_BASE = '/api/payment/sandbox';
export const SANDBOX_PAYMENT_URL = `${SANDBOX_BASE}/_payment`;
const formBody = gatewayFormSchema;
const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

/** The sandbox gateway's pages and postservice: browsers and servers reach them without the app's headers. */
export const sandboxRoutes =
  (bank: SandboxBank): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      SANDBOX_PAYMENT_URL,
      {
        config: { skipClientHeaders: true },
        schema: { hide: true, body: formBody },
      },
      async (request, reply) => {
        const result = await bank.startPayment(request.body);
        if (!result.ok) return reply.code(400).headers(html).send(errorPage(result.message));
        return reply.headers(html).send(authenticationPage(result, `${SANDBOX_PAYMENT_URL}/${encodeURIComponent(result.txnid)}/decision`));
      },
    );

    app.post(
      `${SANDBOX_PAYMENT_URL}/:txnid/decision`,
      {
        config: { skipClientHeaders: true },
        schema: {
          hide: true,
          params: z.object({ txnid: plainText().max(64) }),
          body: z.object({ decision: z.enum(['approve', 'decline']) }),
        },
      },
      async (request, reply) => {
        const outcome = await bank.decide(request.params.txnid, request.body.decision);
        if (!outcome) return reply.code(404).headers(html).send(errorPage(messages.unknownTransaction));
        return reply.headers(html).send(autoPostPage(outcome.action, outcome.fields, `${SANDBOX_BASE}/auto-submit.js`));
      },
    );

    app.get(`${SANDBOX_BASE}/auto-submit.js`, { config: { skipClientHeaders: true }, schema: { hide: true } }, async (_request, reply) =>
      reply.headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' }).send(autoSubmitScript),
    );

    app.post(
      `${SANDBOX_BASE}/merchant/postservice`,
      {
        config: { skipClientHeaders: true },
        schema: { hide: true, body: formBody },
      },
      async (request) => bank.command(request.body),
    );
  };
