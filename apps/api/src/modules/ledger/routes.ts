import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerQuerySchema, ledgerResponseSchema } from '@portal/contract';
import { consoleErrors } from '../ops/index.ts';
import type { LedgerService } from './service.ts';

/** GET /api/ops/ledger: the programme admin's view of the money (the same report `npm run ledger` prints). */
export const ledgerRoutes =
  (ledger: LedgerService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ops/ledger',
      {
        // Money is the programme admin's: the concierge desk sees a booking's own refunds, not the books.
        preHandler: app.requireRole('admin'),
        schema: { tags: ['ops'], querystring: ledgerQuerySchema, response: { 200: ledgerResponseSchema, ...consoleErrors } },
      },
      async (request) => ({ data: await ledger.report({ days: request.query.days }) }),
    );
  };
