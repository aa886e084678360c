import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWithUserRequestSchema,
  createWithUserResponseSchema,
  errorResponseSchema,
  externalOtpRequestSchema,
  externalOtpResponseSchema,
  externalOtpVerifyRequestSchema,
  externalOtpVerifyResponseSchema,
  userCardListResponseSchema,
  userCardSearchQuerySchema,
  userRefResponseSchema,
  idParamsSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@portal/contract';
import { signedIn } from './signed-in.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Core auth calls beyond the shared ones (spec 01 §7). Staff sign-in lives with the staff console. */
export const coreIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    signedIn(app, { params: idParamsSchema, response: { 200: userRefResponseSchema, ...errors } }),
    async (request) => ({ data: await app.identity.userById(request.user!.id, request.params.id) }),
  );

  app.get(
    '/user/user_cards/search',
    signedIn(app, { querystring: userCardSearchQuerySchema, response: { 200: userCardListResponseSchema, ...errors } }),
    async (request) => ({ data: await app.identity.listCards(request.user!.id, request.query) }),
  );

  app.post(
    '/email_verifications/verify',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request) => app.identity.verifyEmail(request.body.token),
  );

  app.post(
    '/sessions/create_with_user',
    {
      schema: { tags: ['identity'], body: createWithUserRequestSchema, response: { 201: createWithUserResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const created = await app.identity.createWithUser(request.body, request.clientId);
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/external_otps',
    {
      schema: {
        tags: ['identity'],
        body: externalOtpRequestSchema,
        response: {
          201: externalOtpResponseSchema,
          423: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const sent = await app.identity.requestExternalOtp(request.body.mobile, request.ip);
      reply.status(201);
      return sent;
    },
  );

  app.post(
    '/external_otps/verify',
    {
      schema: {
        tags: ['identity'],
        body: externalOtpVerifyRequestSchema,
        response: { 200: externalOtpVerifyResponseSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) => app.identity.verifyExternalOtp(request.body.ref_no, request.body.code),
  );
};
