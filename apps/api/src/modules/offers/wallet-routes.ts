import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  buyGiftCardSchema,
  errorResponseSchema,
  gatewayFormSchema,
  giftCardListingsResponseSchema,
  giftCardPaySchema,
  giftCardPurchaseSchema,
  idParamsSchema,
  paymentResponseSchema,
  walletResponseSchema,
} from '@portal/contract';
import type { Config } from '../../config.ts';
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
      async (request) => {
        const baseUrl = config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
        return service.payGiftCard(signedIn(request), request.params.id, request.body, baseUrl);
      },
    );

    // surl and furl of a bought card's payment: the gateway's page posts a form here from the cardholder's browser.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      for (const outcome of ['success', 'failure'] as const) {
        scope
          .withTypeProvider<ZodTypeProvider>()
          .post(
            `/walletbuddy/booking/${outcome}`,
            { config: { skipClientHeaders: true }, schema: { hide: true, body: gatewayFormSchema } },
            async (request, reply) => {
              const result = await service.giftCardPaymentCallback(request.body);
              if (!result.verified) {
                request.log.warn({ txnid: request.body.txnid?.slice(0, 40) }, 'gift-card payment callback refused');
                if (!result.purchaseId)
                  return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: 'Unknown transaction.' } });
                return reply.redirect(`/wallet/purchases/${result.purchaseId}?outcome=failure`, 303);
              }
              return reply.redirect(`/wallet/purchases/${result.purchaseId}?outcome=${result.paid ? 'success' : 'failure'}`, 303);
            },
          );
      }
    });
  };
}
