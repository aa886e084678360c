import type { z } from 'zod';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParamsSchema, kindCheckBinRequestSchema } from '@portal/contract';
import { catalogueQueryKey, kindCatalogueRoute, sendCatalogueAnswer } from '../catalogue/index.ts';
import { createKindService, type KindDeclaration, type KindPayload, type KindService } from './kind-service.ts';

/** A create call sent as multipart form data: the document's schema of its parts, and how they are read and parsed. */
export interface KindMultipartBody<Payload> {
  schema: z.ZodType;
  /** The payload; release() runs once the call is answered (files staged for it are dropped). */
  read(request: FastifyRequest): Promise<{ payload: Payload; release?(): Promise<void> }>;
}

/** What a kind adds to its calls (the concierge's file downloads), with the same pipeline. */
export type KindRoutesExtension<Payload extends KindPayload, Resource> = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: KindService<Payload, Resource>,
) => void;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422;

/** How the create call's body comes: JSON checked against the payload schema, or multipart form data. */
export type KindBody<Payload> =
  { payload: z.ZodType<Payload>; multipart?: never } | { multipart: KindMultipartBody<Payload>; payload?: never };

/** A kind's contract schemas, one per call and status (the contract exports them as one object per kind). */
export type KindSchemas<Payload> = KindBody<Payload> & {
  checkBinRequest?: z.ZodType<{ bin: string }>;
  checkBinResponse: z.ZodType;
  created: z.ZodType;
  detail: z.ZodType;
  /** The error statuses each call lists in the document (the golf pattern's by default). */
  errors?: { checkBin: ErrorStatus[]; create: ErrorStatus[]; detail: ErrorStatus[] };
};

const golfPatternErrors: NonNullable<KindSchemas<unknown>['errors']> = {
  checkBin: [400, 401],
  create: [400, 401, 403, 409, 422],
  detail: [401, 404],
};
const errorResponses = (statuses: ErrorStatus[]) => Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

/**
 * The golf pattern's three calls for a kind (spec 02 §7): POST {path}/check_bin, POST {path}, GET {path}/{id};
 * HTTP only, the rules are in the kind's declaration and the one pipeline. `extend` adds what only this kind
 * has (the concierge's file downloads) with the same service.
 */
export function kindRoutes<Payload extends KindPayload, Resource>(
  declaration: KindDeclaration<Payload, Resource>,
  schemas: KindSchemas<Payload>,
  extend?: KindRoutesExtension<Payload, Resource>,
) {
  const { path, tag, noun, submitted, createdStatus = 201 } = declaration.http;
  const errors = schemas.errors ?? golfPatternErrors;
  const summary = (text: string) => (noun ? { summary: text } : {});
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
          ...summary(`${noun} bin check: eligibility of an 8-digit bin and its quota counts for this year`),
          ...(noun && { description: "status 'success' with bookings_count, or 'error' with msg." }),
          body: schemas.checkBinRequest ?? kindCheckBinRequestSchema,
          response: { 200: schemas.checkBinResponse, ...errorResponses(errors.checkBin) },
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
          ...summary(`Create a ${noun} (holds its units of the yearly quota until paid, cancelled or expired)`),
          ...(schemas.multipart ? { multipartBody: schemas.multipart.schema } : { body: schemas.payload }),
          response: { [createdStatus]: schemas.created, ...errorResponses(errors.create) },
        },
      },
      async (request, reply) => {
        const { payload, release } = schemas.multipart
          ? await schemas.multipart.read(request)
          : { payload: request.body as Payload, release: undefined };
        try {
          const data = await service.create(request.user!, payload);
          return reply.status(createdStatus).send({ status: 'success' as const, msg: submitted, data });
        } finally {
          await release?.();
        }
      },
    );

    app.get(
      `${path}/:id`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: [tag],
          ...summary(`One ${noun} of the signed-in cardholder`),
          params: idParamsSchema,
          response: { 200: schemas.detail, ...errorResponses(errors.detail) },
        },
      },
      async (request) => ({ data: await service.find(request.user!, request.params.id) }),
    );

    const read = declaration.catalogueRead;
    if (read) {
      app.get(
        kindCatalogueRoute(declaration.type).path,
        { schema: { tags: [tag], querystring: read.querystring, response: { 200: read.response, 400: errorResponseSchema } } },
        async (request, reply) =>
          sendCatalogueAnswer(app, reply, catalogueQueryKey(declaration.type, request.query), (snapshot) =>
            read.answer(snapshot, request.query),
          ),
      );
    }

    extend?.(app, service);
  };
  // Named, with what it uses: registering it before those plugins fails at start, not at the first request.
  return fp(routes, { name: `kind:${declaration.type}`, dependencies: ['auth', 'catalogue', 'bookings', 'identity'] });
}
