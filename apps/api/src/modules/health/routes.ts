import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@portal/contract';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { AppError } from '../../lib/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { skipClientHeaders: true, rateLimit: false, noDatabase: true },
      schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { skipClientHeaders: true, rateLimit: false },
      schema: {
        tags: ['ops'],
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string(), catalogue_version: z.number() }),
          503: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        const snapshot = await app.catalogue.current();
        if (snapshot.version === 0) throw new Error('catalogue not seeded');
        return { status: 'ready' as const, database: app.database.kind, catalogue_version: snapshot.version };
      } catch (error) {
        app.log.warn({ err: error }, 'not ready');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError('SERVICE_UNAVAILABLE', 'The service is starting or its database is unreachable.');
      }
    },
  );
};
