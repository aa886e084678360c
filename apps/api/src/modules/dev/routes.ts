import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, outboxQuerySchema } from '@portal/contract';
import { listOutbox } from '../../gateways/outbox/outbox.ts';

/** Outside production only: read what the local SMS and e-mail channels "sent" to a mobile or address. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      config: { skipClientHeaders: true },
      schema: {
        tags: ['dev'],
        querystring: outboxQuerySchema,
        response: {
          200: z.array(
            z.object({
              channel: z.enum(['sms', 'email']),
              to: z.string(),
              subject: z.string().nullable(),
              body: z.string(),
              created_at: z.string(),
            }),
          ),
          400: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query.to);
      return rows.map((r) => ({
        channel: r.channel,
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
};
