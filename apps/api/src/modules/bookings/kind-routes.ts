import type { z } from 'zod';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, kindCheckBinRequestSchema } from '@portal/contract';
import { createKindService, type KindDeclaration, type KindPayload } from './kind-service.ts';

/** A kind's contract schemas, one per call and status (the contract exports them as one object per kind). */
export interface KindSchemas<Payload> {
  payload: z.ZodType<Payload>;
  checkBinResponse: z.ZodType;
  created: z.ZodType;
  detail: z.ZodType;
}

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/**
 * The golf pattern's three calls for a kind (spec 02 §7): POST {path}/check_bin, POST {path}, GET {path}/{id};
 * HTTP only, the rules are in the kind's declaration and the one pipeline.
 */
export function kindRoutes<Payload extends KindPayload, Resource>(
  declaration: KindDeclaration<Payload, Resource>,
  schemas: KindSchemas<Payload>,
) {
  const { path, tag, noun } = declaration.http;
  const routes: FastifyPluginAsyncZod = async (app) => {
    const service = createKindService(declaration, {
      bookings: app.bookings,
      registeredCard: app.identity.registeredCard,
      contactOf: app.identity.contactOf,
      catalogue: app.catalogue.current,
    });

    app.post(
      `${path}/check_bin`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: [tag],
          summary: `${noun} bin check: eligibility of an 8-digit bin and its quota counts for this year`,
          description: "status 'success' with bookings_count, or 'error' with msg.",
          body: kindCheckBinRequestSchema,
          response: { 200: schemas.checkBinResponse, ...errors },
        },
      },
      async (request) => service.checkBin(request.user!, request.body.bin),
    );

    app.post(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags: [tag],
          summary: `Create a ${noun} (holds its units of the yearly quota until paid, cancelled or expired)`,
          body: schemas.payload,
          response: { 201: schemas.created, ...errors, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const resource = await service.create(request.user!, request.body as Payload);
        return reply.status(201).send({ status: 'success' as const, msg: declaration.http.submitted, data: resource });
      },
    );

    app.get(
      `${path}/:id`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: [tag],
          summary: `One ${noun} of the signed-in cardholder`,
          params: idParamsSchema,
          response: { 200: schemas.detail, 401: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ data: await service.find(request.user!.id, request.params.id) }),
    );
  };
  // Named, with what it uses: registering it before those plugins fails at start, not at the first request.
  return fp(routes, { name: `kind:${declaration.type}`, dependencies: ['auth', 'catalogue', 'bookings', 'identity'] });
}
