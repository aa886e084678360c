import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema, golfCheckBinRequestSchema, golfCheckBinResponseSchema, golfEnquiryCreateResponseSchema, golfEnquiryDetailResponseSchema, golfEnquiryPayloadSchema, messages, idParamsSchema,
} from '@portal/contract';
import { createGolfService } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** Golf game and lesson enquiries (spec 02 §3, §4, §7), for the signed-in cardholder only. */
export const golfRoutes: FastifyPluginAsyncZod = async (app) => {
  const golf = createGolfService(app);

  app.post('/api/booking/golf_enquiries/check_bin', {
    preHandler: app.requireUser,
    schema: {
      tags: ['golf'],
      summary: 'Golf bin check: eligibility of an 8-digit bin and its quota counts for this year',
      description: "status 'success' with bookings_count, 'redirect' with the golf partner's link, or 'error' with msg.",
      body: golfCheckBinRequestSchema,
      response: { 200: golfCheckBinResponseSchema, ...errors },
    },
  }, async (request) => golf.checkBin(request.user!, request.body.bin));

  app.post('/api/booking/golf_enquiries', {
    preHandler: app.requireUser,
    schema: {
      tags: ['golf'],
      summary: 'Create a golf game or lesson enquiry (holds one round of the yearly quota)',
      body: golfEnquiryPayloadSchema,
      response: { 201: golfEnquiryCreateResponseSchema, ...errors, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema },
    },
  }, async (request, reply) => {
    const enquiry = await golf.create(request.user!, request.body);
    return reply.status(201).send({ status: 'success' as const, msg: messages.golfEnquirySubmitted, data: enquiry });
  });

  app.get('/api/booking/golf_enquiries/:id', {
    preHandler: app.requireUser,
    schema: {
      tags: ['golf'],
      summary: 'One golf enquiry of the signed-in cardholder',
      params: idParamsSchema,
      response: { 200: golfEnquiryDetailResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => ({ data: await golf.find(request.user!.id, request.params.id) }));
};
