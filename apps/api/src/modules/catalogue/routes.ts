import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingKinds,
  bookingTypes,
  cardProductListSchema,
  citySchema,
  clientConfigSchema,
  clientOfferSettingsSchema,
  countrySchema,
  errorResponseSchema,
  kindCatalogues,
  localitySchema,
  messages,
  type BookingType,
  type KindCatalogue,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { kindCatalogueRoute, sendCatalogueAnswer } from './kind-reads.ts';
import type { CatalogueSnapshot } from './service.ts';

/** Public catalogue reads: no sign-in, served from the in-memory snapshot. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (_request, reply) => sendCatalogueAnswer(app, reply, 'cards', (snapshot) => ({ data: snapshot.cards })),
  );

  /**
   * Each kind's catalogue read (issue 28), at GET /api{registry `catalogue`}: `{ data: rows }` as its row schema says,
   * unless its API module answers it (registry `catalogueRows.ownRoute`: golf's courses). Kinds whose paths differ
   * only in a query (the airports' `?service=`) share one route, the query naming the kind. A list with a start
   * (fixtures) leaves out the rows already begun, so it is built per request; the others are serialised once per
   * catalogue version.
   */
  const routes = new Map<string, { type: BookingType; query?: [string, string] }[]>();
  for (const type of bookingTypes) {
    if (kindCatalogues[type].ownRoute) continue;
    const { path, query } = kindCatalogueRoute(type);
    routes.set(path, [...(routes.get(path) ?? []), { type, query }]);
  }
  const answer = async (reply: FastifyReply, type: BookingType) => {
    const { startsAt, list } = kindCatalogues[type] as KindCatalogue;
    if (!startsAt) return sendCatalogueAnswer(app, reply, list, (snapshot) => ({ data: snapshot.rows[type] }));
    const now = Date.now();
    const rows = (await app.catalogue.current()).rows[type] as Record<string, unknown>[];
    return { data: rows.filter((row) => new Date(String(row[startsAt])).getTime() > now) };
  };
  for (const [path, kinds] of routes) {
    const [first] = kinds as [(typeof kinds)[number]];
    if (!first.query) {
      if (kinds.length > 1)
        throw new Error(`${path}: the catalogue of ${kinds.map((k) => k.type).join(' and ')}, with no query to tell them apart`);
      const { type } = first;
      const { row, startsAt } = kindCatalogues[type] as KindCatalogue;
      app.get(
        path,
        {
          schema: {
            // The kind's own routes are tagged with its purpose too (turf, t20).
            tags: [bookingKinds[type].purpose],
            summary: `${bookingKinds[type].label}: what a booking is made against${startsAt ? ' (past ones left out)' : ''}`,
            response: { 200: z.object({ data: z.array(row) }) },
          },
        },
        async (_request, reply) => answer(reply, type),
      );
      continue;
    }
    const [name] = first.query;
    const kindOf = new Map(
      kinds.map(({ type, query }) => {
        if (query?.[0] !== name) throw new Error(`${path}: ${type}'s catalogue is not told apart by ?${name}=`);
        return [query[1], type];
      }),
    );
    const rows: z.ZodType[] = kinds.map(({ type }) => z.array((kindCatalogues[type] as KindCatalogue).row));
    app.get(
      path,
      {
        schema: {
          tags: ['booking'],
          querystring: z.object({ [name]: z.enum([...kindOf.keys()] as [string, ...string[]]) }),
          response: {
            200: z.object({ data: rows.length === 1 ? rows[0]! : z.union(rows) }),
            400: errorResponseSchema,
          },
        },
      },
      async (request, reply) => answer(reply, kindOf.get((request.query as Record<string, string>)[name]!)!),
    );
  }
};
