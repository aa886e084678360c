import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  binSchema,
  cardDetailsSchema,
  checkoutMessagePath,
  changePaymentStatusSchema,
  deleteUserCardSchema,
  errorResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  saveUserCardSchema,
  savedCardSchema,
} from '@portal/contract';
import type { Config } from '../../config.ts';
import { gatewayReturnRoutes, publicBaseUrl } from './gateway-return.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The payment service (spec 02 §7) under /api/payment. */
export const paymentRoutes =
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payment/payments',
      {
        preHandler: app.requireUser,
        schema: { tags: ['payment'], body: paymentRequestSchema, response: { 200: paymentResponseSchema, ...errors } },
      },
      async (request) => app.payments.startPayment(request.user!.id, request.body, publicBaseUrl(config, request)),
    );

    await app.register(
      gatewayReturnRoutes({
        path: '/api/payment/payments',
        what: 'payment',
        handle: async (form) => {
          const result = await app.payments.handleCallback(form);
          if (!result.verified) {
            const landing = result.bookingId ? checkoutMessagePath(result.bookingType!, result.bookingId, 'failure') : undefined;
            return { verified: false, reason: result.reason, landing };
          }
          return { verified: true, landing: checkoutMessagePath(result.bookingType, result.bookingId, result.outcome) };
        },
      }),
    );

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
