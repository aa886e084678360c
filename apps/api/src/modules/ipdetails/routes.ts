import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipDetailsResponseSchema } from '@portal/contract';
import { ipDetails } from './ip-location.ts';

/** Spec 02 §7 core service: GET /ipdetails, the caller's address (request.ip, so TRUST_PROXY decides) and a coarse location. */
export const ipDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/core/ipdetails',
    {
      schema: { tags: ['core'], response: { 200: ipDetailsResponseSchema } },
    },
    async (request) => ({ data: ipDetails(request.ip) }),
  );
};
