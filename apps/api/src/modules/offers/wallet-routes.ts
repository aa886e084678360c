import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  buyGiftCardSchema,
  errorResponseSchema,
  giftCardListingsResponseSchema,
  giftCardPaySchema,
  giftCardPurchaseSchema,
  idParamsSchema,
  paymentResponseSchema,
  walletResponseSchema,
} from '@portal/contract';
import type { Config } from '../../config.ts';
import { gatewayReturnRoutes, publicBaseUrl } from '../payments/index.ts';
import type { OffersService, Viewer } from './service.ts';

const tags = ['offer'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const changeErrors = { ...errors, 409: errorResponseSchema, 422: errorResponseSchema };

/**
 * walletbuddy's cards and booking (issue 29), under `/api/offer/walletbuddy`: the wallet (every gift card held, its
 * balance from the provider), a gift card bought by card (the order, its payment, its state) and the gateway's
 * answers to that payment. HTTP only; the rules are the service's.
 */
export function walletRoutes(service: OffersService, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = (request: FastifyRequest) => request.user as Viewer;
    app.get('/walletbuddy/listings', { schema: { tags, response: { 200: giftCardListingsResponseSchema } } }, async () => ({
      data: await service.giftCardListings(),
    }));
    app.get(
      '/walletbuddy/cards',
      { preHandler: app.requireUser, schema: { tags, response: { 200: walletResponseSchema, ...errors } } },
      async (request) => ({ data: await service.giftCardWallet(signedIn(request)) }),
    );
    app.post(
      '/walletbuddy/booking',
      {
        preHandler: app.requireUser,
        schema: { tags, body: buyGiftCardSchema, response: { 201: giftCardPurchaseSchema, ...changeErrors } },
      },
      async (request, reply) => reply.code(201).send(await service.orderGiftCard(signedIn(request), request.body)),
    );
    app.get(
      '/walletbuddy/booking/:id',
      { preHandler: app.requireUser, schema: { tags, params: idParamsSchema, response: { 200: giftCardPurchaseSchema, ...errors } } },
      async (request) => service.giftCardPurchase(signedIn(request), request.params.id),
    );
    app.post(
      '/walletbuddy/booking/:id/pay',
      {
        preHandler: app.requireUser,
        schema: { tags, params: idParamsSchema, body: giftCardPaySchema, response: { 200: paymentResponseSchema, ...changeErrors } },
      },
      async (request) => service.payGiftCard(signedIn(request), request.params.id, request.body, publicBaseUrl(config, request)),
    );

    await app.register(
      gatewayReturnRoutes({
        path: '/walletbuddy/booking',
        what: 'gift-card payment',
        handle: async (form) => {
          const result = await service.giftCardPaymentCallback(form);
          const landing = (outcome: 'success' | 'failure') => `/wallet/purchases/${result.purchaseId}?outcome=${outcome}`;
          if (!result.verified) return { verified: false, landing: result.purchaseId ? landing('failure') : undefined };
          return { verified: true, landing: landing(result.paid ? 'success' : 'failure') };
        },
      }),
    );
  };
}
