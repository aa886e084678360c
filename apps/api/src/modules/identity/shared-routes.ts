import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withAnswerFloor } from '../../lib/answer-floor.ts';
import {
  addUserCardRequestSchema,
  addUserCardResponseSchema,
  coreSignUpRequestSchema,
  errorResponseSchema,
  otpRequestResponseSchema,
  otpRequestSchema,
  otpVerifyRequestSchema,
  otpVerifyResponseSchema,
  signOutResponseSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
  userCardListResponseSchema,
  userDetailsResponseSchema,
  userRefResponseSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
  idParamsSchema,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { callerSession } from './request-token.ts';
import { signedIn } from './signed-in.ts';

const idParams = idParamsSchema;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const USER_SEARCHES_PER_MINUTE = 20;
const SEARCH_ANSWER_FLOOR_MS = 60;

/** The calls both families expose (spec 01 §7 lists them for the core API and the customer service). */
export const sharedIdentityRoutes: FastifyPluginAsyncZod<{ family: 'customer' | 'core' }> = async (app, { family }) => {
  // It tells whether a mobile has an account (the spec's sign-in flow needs that): a tight per-address limit
  // and one answer time keep it from being a way to test a list of numbers.
  app.get(
    '/users/search',
    {
      config: { rateLimit: { max: USER_SEARCHES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['identity'],
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResponseSchema, 423: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await withAnswerFloor(SEARCH_ANSWER_FLOOR_MS, async () => {
        // The password variant (spec 01 §7): the concierge desk's lookup, answered only with the desk's password right.
        if (request.query.password !== undefined) await app.verifyConciergeDesk(request.clientId, request.query.password, request.ip);
        return app.identity.searchUser(request.query.mobile);
      }),
    }),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['identity'],
        body: family === 'customer' ? signUpRequestSchema : coreSignUpRequestSchema,
        response: {
          201: userRefResponseSchema,
          409: errorResponseSchema,
          423: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { mobile, email, name } = request.body;
      reply.status(201);
      return { data: await app.identity.signUp({ mobile, email, name, ip: request.ip }) };
    },
  );

  app.post(
    '/users/:id/otps',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        body: otpRequestSchema,
        response: {
          200: otpRequestResponseSchema,
          423: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) =>
      app.identity.requestOtp(request.params.id, { mobile: request.body.mobile, otpType: request.body.otp_type, ip: request.ip }),
  );

  app.post(
    '/users/:id/otps/verify',
    {
      schema: {
        tags: ['identity'],
        params: idParams,
        body: otpVerifyRequestSchema,
        response: { 200: otpVerifyResponseSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) => app.identity.verifyOtp(request.params.id, { code: request.body.code, bin: request.body.bin }),
  );

  app.get('/user', signedIn(app, { response: { 200: userDetailsResponseSchema, ...errors } }), async (request) => ({
    data: await app.identity.currentUser(request.user!.id, callerSession(request)),
  }));

  app.put(
    '/user',
    signedIn(app, { body: updateUserRequestSchema, response: { 200: userDetailsResponseSchema, ...errors } }),
    async (request) => ({ data: await app.identity.updateUser(request.user!.id, request.body, callerSession(request)) }),
  );

  app.get('/user/user_cards', signedIn(app, { response: { 200: userCardListResponseSchema, ...errors } }), async (request) => ({
    data: await app.identity.listCards(request.user!.id),
  }));

  app.post(
    '/user/user_cards',
    signedIn(app, {
      body: addUserCardRequestSchema,
      response: { 201: addUserCardResponseSchema, 422: errorResponseSchema, ...errors },
    }),
    async (request, reply) => {
      const card = await app.identity.addCard(request.user!.id, request.body.bin, request.body.bin_type, request.clientId);
      reply.status(201);
      return { data: { ...card, attributes: { ...card.attributes, session_token: callerSession(request).token } } };
    },
  );

  app.delete(
    '/user/user_cards/:id',
    signedIn(app, { params: idParams, response: { 200: signOutResponseSchema, ...errors } }),
    async (request) => {
      await app.identity.removeCard(request.user!.id, request.params.id);
      return { success: true as const };
    },
  );

  /** Sign-out: POST with an empty body, as spec 01 §7 has it. Only the caller's own sessions. */
  app.post('/sessions/:id', signedIn(app, { params: idParams, response: { 200: signOutResponseSchema, ...errors } }), async (request) => {
    if (!(await app.sessions.revokeOwned(request.params.id, request.user!.id))) throw new AppError('NOT_FOUND');
    return { success: true as const };
  });
};
