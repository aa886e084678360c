import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, outboxEntrySchema } from '@portal/contract';
import { outboxMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Local development aids. Production answers 404 as if they did not exist. */
export const devRoutes: FastifyPluginAsyncZod<{ isProduction: boolean }> = async (app, options) => {
  app.get('/api/dev/outbox', {
    config: { skipClientHeaders: true },
    schema: {
      tags: ['dev'],
      querystring: z.object({ to: z.string().min(3).max(254) }),
      response: { 200: z.array(outboxEntrySchema), 404: errorResponseSchema },
    },
  }, async (request) => {
    if (options.isProduction) throw new AppError('NOT_FOUND');
    const rows = await app.db.select().from(outboxMessages)
      .where(eq(outboxMessages.recipient, request.query.to))
      .orderBy(desc(outboxMessages.createdAt)).limit(50);
    return rows.map((r) => ({ channel: r.channel, to: r.recipient, body: r.body, created_at: r.createdAt.toISOString() }));
  });
};
