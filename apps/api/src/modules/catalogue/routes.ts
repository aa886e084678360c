import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  airportListQuerySchema,
  bookingKinds,
  bookingTypes,
  cardProductListSchema,
  citySchema,
  clientConfigSchema,
  clientOfferSettingsSchema,
  conciergeAirportSchema,
  countrySchema,
  errorResponseSchema,
  golfCourseListResponseSchema,
  golfSessionTypes,
  kindCatalogues,
  localitySchema,
  messages,
  transferAirportSchema,
  type KindCatalogue,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { sendSerialised, serialisedOnce } from '../../lib/serialised-once.ts';
import type { CatalogueSnapshot } from './service.ts';

/** Public catalogue reads: no sign-in, served from the in-memory snapshot. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Answers with JSON built from the current catalogue, serialised once per catalogue version under `key`. */
  const sendOncePerVersion = async (reply: FastifyReply, key: string, build: (snapshot: CatalogueSnapshot) => unknown) => {
    const snapshot = await app.catalogue.current();
    return sendSerialised(
      reply.request,
      reply,
      serialisedOnce(snapshot.serialised, key, () => build(snapshot)),
    );
  };

  app.get(
    '/api/core/client',
    {
      schema: { tags: ['core'], response: { 200: z.object({ data: clientConfigSchema }), 404: errorResponseSchema } },
    },
    async (request) => {
      const snapshot = await app.catalogue.current();
      const client = snapshot.clients.get(request.clientId ?? '');
      if (!client) throw new AppError('NOT_FOUND');
      return { data: client };
    },
  );

  app.put(
    '/api/core/client',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['core'],
        body: clientOfferSettingsSchema,
        response: {
          200: z.object({ msg: z.string(), data: clientConfigSchema }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const saved = await app.catalogue.updateClientSettings(request.clientId ?? '', request.body);
      if (!saved) throw new AppError('NOT_FOUND');
      return { msg: messages.clientSettingsSaved, data: saved };
    },
  );

  app.get(
    '/api/core/countries',
    {
      schema: { tags: ['core'], response: { 200: z.object({ data: z.array(countrySchema) }) } },
    },
    async () => ({ data: (await app.catalogue.current()).countries }),
  );

  /**
   * A list of places under an optional parent, from the snapshot: all of them, or only the parent's when the
   * query names it (`?country_id=` for cities, `?city_id=` for localities).
   */
  const placesUnder = <Parent extends string, Place extends Record<Parent, number>>(
    path: string,
    parent: Parent,
    placeSchema: z.ZodType<Place>,
    placesOf: (snapshot: CatalogueSnapshot) => Place[],
  ) => {
    const parentQuery = { [parent]: z.coerce.number().int().optional() } as Record<Parent, z.ZodOptional<z.ZodCoercedNumber>>;
    app.get(
      path,
      {
        schema: {
          tags: ['core'],
          querystring: z.object(parentQuery),
          response: { 200: z.object({ data: z.array(placeSchema) }) },
        },
      },
      async (request) => {
        const places = placesOf(await app.catalogue.current());
        // What the query schema above parses: the parent's id, when given (TypeScript cannot follow a computed key).
        const parentId = (request.query as Partial<Record<Parent, number>>)[parent];
        return { data: parentId === undefined ? places : places.filter((place) => place[parent] === parentId) };
      },
    );
  };
  placesUnder('/api/core/cities', 'country_id', citySchema, (snapshot) => snapshot.cities);
  placesUnder('/api/core/localities', 'city_id', localitySchema, (snapshot) => snapshot.localities);

  app.get(
    '/api/core/cards',
    {
      schema: { tags: ['core'], response: { 200: cardProductListSchema } },
    },
    async (_request, reply) => sendOncePerVersion(reply, 'cards', (snapshot) => ({ data: snapshot.cards })),
  );

  /**
   * Each kind's catalogue read (issue 28), unless it has a route of its own below: GET /api{registry `catalogue`},
   * `{ data: rows }` as its row schema says. A list with a start (fixtures) leaves out the rows already begun, so it
   * is built per request; the others are serialised once per catalogue version.
   */
  for (const type of bookingTypes) {
    const declaration: KindCatalogue = kindCatalogues[type];
    if (declaration.ownRoute) continue;
    const { startsAt, list } = declaration;
    app.get(
      `/api${bookingKinds[type].catalogue}`,
      {
        schema: {
          // The kind's own routes are tagged with its purpose too (turf, t20).
          tags: [bookingKinds[type].purpose],
          summary: `${bookingKinds[type].label}: what a booking is made against${startsAt ? ' (past ones left out)' : ''}`,
          response: { 200: z.object({ data: z.array(declaration.row) }) },
        },
      },
      async (_request, reply) => {
        if (!startsAt) return sendOncePerVersion(reply, list, (snapshot) => ({ data: snapshot.rows[type] }));
        const now = Date.now();
        const rows = (await app.catalogue.current()).rows[type] as Record<string, unknown>[];
        return { data: rows.filter((row) => new Date(String(row[startsAt])).getTime() > now) };
      },
    );
  }

  app.get(
    '/api/booking/golf_course_lists',
    {
      schema: {
        tags: ['golf'],
        querystring: z.object({ session_type: z.enum(golfSessionTypes) }),
        response: { 200: golfCourseListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const sessionType = request.query.session_type;
      return sendOncePerVersion(reply, `golf_course_lists:${sessionType}`, (snapshot) => ({
        data: snapshot.rows.GolfEnquiry.filter((c) => c.session_types.includes(sessionType)).map((c) => ({
          id: c.external_id,
          type: 'golf_course' as const,
          attributes: {
            gc_name: c.gc_name,
            external_id: c.external_id,
            city: c.city,
            session_types: c.session_types,
            closed_until: c.closed_until,
          },
        })),
      }));
    },
  );

  app.get(
    '/api/booking/airports',
    {
      schema: {
        tags: ['booking'],
        querystring: airportListQuerySchema,
        response: {
          200: z.object({ data: z.union([z.array(conciergeAirportSchema), z.array(transferAirportSchema)]) }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const service = request.query.service;
      return sendOncePerVersion(reply, `airports:${service}`, (snapshot) => ({
        data: service === 'concierge' ? snapshot.rows.AirportVipPrivilege : snapshot.rows.AirportTransfer,
      }));
    },
  );
};
