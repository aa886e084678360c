import { hash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  binQuerySchema,
  binValidateQuerySchema,
  bundleGroupSchema,
  bundleSchema,
  categoryDetailSchema,
  countrySchema,
  eligibleQuerySchema,
  errorResponseSchema,
  giftCardClaimResponseSchema,
  giftCardRedeemSchema,
  giftCardSchema,
  idParamsSchema,
  managedOfferResponseSchema,
  merchantSchema,
  messageResponseSchema,
  nearbyMerchantSchema,
  nearbyOfferSchema,
  nearbyQuerySchema,
  offerBinValidateResponseSchema,
  offerCardDetailsSchema,
  offerCategorySchema,
  offerDetailSchema,
  offerListQuerySchema,
  offerPageSchema,
  offerProviderSchema,
  offerUpdateSchema,
  otpRequiredResponseSchema,
  redeemOfferSchema,
  redeemedResponseSchema,
  redemptionSchema,
  type NearbyQuery,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { sendSerialised } from '../../lib/serialised-once.ts';
import { consoleActor } from './console-routes.ts';
import type { OffersConsoleService } from './console-service.ts';
import type { OffersService, Viewer } from './service.ts';

const tags = ['offer'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const changeErrors = {
  ...errors,
  403: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  423: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** How long a list keeps a session it read (see viewerOf), and how many it keeps at most. */
const VIEWER_KEEP_MS = 2_000;
const MAX_VIEWERS_KEPT = 10_000;

/** The offer service (`/api/offer`): HTTP only; the rules are the service's. */
export function offerRoutes(service: OffersService, consoleService: OffersConsoleService): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * Lists are public: a bearer token, when it names a live session, makes them the cardholder's. A session read is
     * kept for VIEWER_KEEP_MS (under its expiry), keyed by a hash of the token: a list says only which offers the
     * viewer's cards may use, so a session revoked elsewhere may still colour it for that long, and the lists stop
     * asking the database once per request. Anything that acts (redeem, select, resend) reads the session afresh.
     */
    const viewers = new Map<string, { viewer: Promise<Viewer | undefined>; until: number }>();
    const viewerOf = (request: FastifyRequest): Promise<Viewer | undefined> => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!token || token.length >= 200) return Promise.resolve(undefined);
      // One-shot hash: a fifth of createHash's time, on every list request.
      const key = hash('sha256', token, 'base64url');
      const now = Date.now();
      const kept = viewers.get(key);
      if (kept && kept.until > now) return kept.viewer;
      // Requests for one session that arrive together share one read.
      const entry = {
        until: now + VIEWER_KEEP_MS,
        viewer: app.sessions.resolve(token).then(
          (resolved) => {
            if (typeof resolved !== 'object') {
              if (viewers.get(key) === entry) viewers.delete(key);
              return undefined;
            }
            entry.until = Math.min(entry.until, resolved.expiresAt.getTime());
            return resolved;
          },
          (error: unknown) => {
            if (viewers.get(key) === entry) viewers.delete(key);
            throw error;
          },
        ),
      };
      if (viewers.size >= MAX_VIEWERS_KEPT) viewers.clear();
      viewers.set(key, entry);
      return entry.viewer;
    };
    const signedIn = (request: FastifyRequest) => request.user as Viewer;

    app.get('/countries', { schema: { tags, response: { 200: data(z.array(countrySchema)) } } }, async () => ({
      data: await service.countries(),
    }));
    app.get(
      '/bins/card_details',
      {
        schema: { tags, querystring: binQuerySchema, response: { 200: data(offerCardDetailsSchema), 422: errorResponseSchema, ...errors } },
      },
      async (request) => ({ data: await service.cardDetails(request.query.bin, request.clientId) }),
    );
    app.get(
      '/bins/validate',
      { schema: { tags, querystring: binValidateQuerySchema, response: { 200: offerBinValidateResponseSchema, ...errors } } },
      async (request) => service.validateBin(request.query.bin, request.query.bundle_id, request.clientId),
    );
    /** A public list (`{ data }`), read for whoever is signed in; eligible=true keeps what their cards may use. */
    const list = <T extends z.ZodType>(
      url: string,
      item: T,
      read: (viewer: Viewer | undefined, eligible?: 'true' | 'false') => Promise<z.input<T>[]>,
    ) =>
      app.get(
        url,
        { schema: { tags, querystring: eligibleQuerySchema, response: { 200: data(z.array(item)), ...errors } } },
        async (request) => ({
          data: await read(await viewerOf(request), request.query.eligible),
        }),
      );
    list('/categories', offerCategorySchema, (viewer, eligible) => service.categories(viewer, eligible));
    list('/category_details', categoryDetailSchema, () => service.categoryDetails());
    list('/merchants', merchantSchema, (viewer, eligible) => service.merchants(viewer, eligible));
    list('/providers', offerProviderSchema, () => service.providers());
    list('/bundles', bundleSchema, (viewer, eligible) => service.bundles(viewer, eligible));
    list('/bundle_groups', bundleGroupSchema, (viewer, eligible) => service.bundleGroups(viewer, eligible));
    /** What is near a position: offers, their merchants, their categories. */
    const near = <T extends z.ZodType>(
      url: string,
      item: T,
      read: (viewer: Viewer | undefined, query: NearbyQuery) => Promise<z.input<T>[]>,
    ) =>
      app.get(
        url,
        { schema: { tags, querystring: nearbyQuerySchema, response: { 200: data(z.array(item)), ...errors } } },
        async (request) => ({
          data: await read(await viewerOf(request), request.query),
        }),
      );
    app.get(
      '/nearby_offers',
      { schema: { tags, querystring: nearbyQuerySchema, response: { 200: data(z.array(nearbyOfferSchema)), ...errors } } },
      async (request, reply) => sendSerialised(request, reply, await service.nearbyJson(await viewerOf(request), request.query)),
    );
    near('/nearby_offers/merchants', nearbyMerchantSchema, (viewer, query) => service.nearbyMerchants(viewer, query));
    near('/nearby_offers/categories', offerCategorySchema, (viewer, query) => service.nearbyCategories(viewer, query));

    app.get(
      '/category_details/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: data(categoryDetailSchema), ...errors } } },
      async (request) => {
        const [detail] = await service.categoryDetails(request.params.id);
        if (!detail) throw new AppError('NOT_FOUND');
        return { data: detail };
      },
    );
    app.get(
      '/offers',
      { schema: { tags, querystring: offerListQuerySchema, response: { 200: offerPageSchema, ...errors } } },
      async (request, reply) => sendSerialised(request, reply, await service.offersJson(await viewerOf(request), request.query)),
    );
    app.get(
      '/offers/:id',
      { schema: { tags, params: idParamsSchema, response: { 200: data(offerDetailSchema), ...errors } } },
      async (request) => ({ data: await service.offer(await viewerOf(request), request.params.id) }),
    );
    app.get(
      '/bundles/:id',
      { schema: { tags, params: idParamsSchema, querystring: eligibleQuerySchema, response: { 200: data(bundleSchema), ...errors } } },
      async (request) => {
        const [bundle] = await service.bundles(await viewerOf(request), request.query.eligible, request.params.id);
        if (!bundle) throw new AppError('NOT_FOUND');
        return { data: bundle };
      },
    );
    app.get(
      '/bundle_groups/:id',
      { schema: { tags, params: idParamsSchema, querystring: eligibleQuerySchema, response: { 200: data(bundleGroupSchema), ...errors } } },
      async (request) => ({ data: (await service.bundleGroups(await viewerOf(request), request.query.eligible, request.params.id))[0]! }),
    );

    // --- the signed-in cardholder's -----------------------------------------------------------------------------------
    app.get(
      '/redemptions',
      {
        preHandler: app.requireUser,
        schema: { tags, querystring: eligibleQuerySchema, response: { 200: data(z.array(redemptionSchema)), ...errors } },
      },
      async (request) => ({ data: await service.redemptions(signedIn(request)) }),
    );
    app.get(
      '/gift_cards/:id',
      { preHandler: app.requireUser, schema: { tags, params: idParamsSchema, response: { 200: data(giftCardSchema), ...errors } } },
      async (request) => ({ data: await service.giftCard(signedIn(request), request.params.id) }),
    );
    app.post(
      '/offers/:id/redeem',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          params: idParamsSchema,
          body: redeemOfferSchema,
          response: { 200: otpRequiredResponseSchema, 201: redeemedResponseSchema, ...changeErrors },
        },
      },
      async (request, reply) => {
        const answer = await service.redeem(signedIn(request), request.params.id, request.body, request.clientId);
        return reply.code(answer.status === 'otp_required' ? 200 : 201).send(answer);
      },
    );
    app.get(
      '/offers/:id/resend_voucher',
      { preHandler: app.requireUser, schema: { tags, params: idParamsSchema, response: { 200: messageResponseSchema, ...changeErrors } } },
      async (request) => service.resendVoucher(signedIn(request), request.params.id),
    );
    app.post(
      '/gift_cards/redeem',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          body: giftCardRedeemSchema,
          response: { 200: otpRequiredResponseSchema, 201: giftCardClaimResponseSchema, ...changeErrors },
        },
      },
      async (request, reply) => {
        const answer = await service.claimGiftCard(signedIn(request), request.body, request.clientId);
        return reply.code(answer.status === 'otp_required' ? 200 : 201).send(answer);
      },
    );
    app.put(
      '/offers/:id',
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          params: idParamsSchema,
          body: offerUpdateSchema,
          // The merchant's or admin's change answers the offer; the cardholder's selection a message. 202: a merchant's
          // edit of an approved offer, waiting for the admin as the offer's pending_change (the offer unchanged).
          response: {
            200: z.union([managedOfferResponseSchema, messageResponseSchema]),
            202: managedOfferResponseSchema,
            ...changeErrors,
          },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if ('bundle_group_id' in body) {
          return service.select(signedIn(request), request.params.id, body.bundle_group_id, request.clientId);
        }
        // Changing the offer itself is its merchant's or the admin's (consoleActor refuses anyone else, 403).
        const actor = await consoleActor(request, consoleService);
        const { awaitsApproval, ...answer } = await consoleService.changeOffer(actor, request.params.id, body);
        return reply.code(awaitsApproval ? 202 : 200).send(answer);
      },
    );
  };
}
