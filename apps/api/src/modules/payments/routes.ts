import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  binSchema,
  cardDetailsSchema,
  checkoutMessagePath,
  changePaymentStatusSchema,
  deleteUserCardSchema,
  errorResponseSchema,
  gatewayFormSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  saveUserCardSchema,
  savedCardSchema,
} from '@portal/contract';
import type { Config } from '../../config.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The payment service (spec 02 §7) under /api/payment. */
export const paymentRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const baseUrl = (request: { protocol: string; host: string }) =>
      config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

    app.post(
      '/api/payment/payments',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], body: paymentRequestSchema, response: { 200: paymentResponseSchema, ...errors } },
      },
      async (request) => app.payments.startPayment(request.user!.id, request.body, baseUrl(request)),
    );

    // surl and furl: the gateway's page posts a form here from the cardholder's browser.
    for (const outcome of ['success', 'failure'] as const) {
      app.post(
        `/api/payment/payments/${outcome}`,
        {
          config: { skipClientHeaders: true },
          schema: { hide: true, body: gatewayFormSchema },
        },
        async (request, reply) => {
          const result = await app.payments.handleCallback(request.body);
          if (!result.verified) {
            request.log.warn({ txnid: request.body.txnid?.slice(0, 40), reason: result.reason }, 'payment callback refused');
            if (!result.bookingId) return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: 'Unknown transaction.' } });
            return reply.redirect(checkoutMessagePath(result.bookingType!, result.bookingId, 'failure'), 303);
          }
          return reply.redirect(checkoutMessagePath(result.bookingType, result.bookingId, result.outcome), 303);
        },
      );
    }

    app.get(
      '/api/payment/payments/get_user_cards',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], response: { 200: z.object({ data: z.array(savedCardSchema) }), ...errors } },
      },
      async (request) => ({ data: await app.payments.savedCards(request.user!.id) }),
    );

    app.post(
      '/api/payment/payments/save_user_card',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], body: saveUserCardSchema, response: { 200: z.object({ data: savedCardSchema }), ...errors } },
      },
      async (request) => ({ data: await app.payments.saveCard(request.user!.id, request.body) }),
    );

    app.post(
      '/api/payment/payments/delete_user_card',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], body: deleteUserCardSchema, response: { 200: z.object({ status: z.literal('success') }), ...errors } },
      },
      async (request) => {
        await app.payments.deleteCard(request.user!.id, request.body.card_token);
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/payment/payments/change_status',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['payment'],
          body: changePaymentStatusSchema,
          response: { 200: z.object({ status: z.literal('success'), booking_status: z.string() }), ...errors },
        },
      },
      async (request) => {
        const booking = await app.payments.cancelUnpaid(request.user!.id, request.body.booking_id);
        return { status: 'success' as const, booking_status: booking.status };
      },
    );

    app.get(
      '/api/payment/payments/get_card_details',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], querystring: z.object({ bin: binSchema }), response: { 200: cardDetailsSchema, ...errors } },
      },
      async (request) => app.payments.cardDetails(request.query.bin),
    );
  };
