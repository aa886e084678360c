import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addStaffSchema,
  changePasswordSchema,
  confirmBookingSchema,
  forgotPasswordSchema,
  passwordMessageResponseSchema,
  resetPasswordSchema,
  conciergeLoginSchema,
  consoleMeSchema,
  setPasswordResponseSchema,
  setPasswordSchema,
  declineBookingSchema,
  errorResponseSchema,
  opsBookingDetailSchema,
  opsQueueQuerySchema,
  opsQueueResponseSchema,
  staffMemberSchema,
  staffSessionResponseSchema,
  staffSignInSchema,
  idParamsSchema,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { consoleErrors as errors } from './console-errors.ts';
import type { OpsService } from './service.ts';

const signInErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 423: errorResponseSchema, 429: errorResponseSchema };
const bookingParams = idParamsSchema;
// Sign-in is slow on purpose (scrypt); a tighter per-address limit keeps it from being a lever for load.
const signInRateLimit = { max: 20, timeWindow: '1 minute' };

/** Spec 01 §7 staff sessions, and the staff console's API: every /api/ops route checks the role on the server. */
export const opsRoutes =
  (ops: OpsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/core/sessions',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags: ['core'], body: staffSignInSchema, response: { 200: staffSessionResponseSchema, ...signInErrors } },
      },
      async (request) => ops.signIn(request.body.email, request.body.password, request.ip),
    );

    app.post(
      '/api/core/sessions/concierge_login',
      {
        config: { rateLimit: signInRateLimit },
        schema: { tags: ['core'], body: conciergeLoginSchema, response: { 200: staffSessionResponseSchema, ...signInErrors } },
      },
      async (request) => {
        const client = (await app.catalogue.current()).clients.get(request.clientId ?? '');
        if (!client) throw new AppError('NOT_FOUND');
        return ops.conciergeLogin(client.concierge_email, request.body.password, request.ip);
      },
    );

    app.post(
      '/api/core/sessions/set_password',
      {
        config: { rateLimit: signInRateLimit },
        schema: {
          tags: ['core'],
          body: setPasswordSchema,
          response: { 200: setPasswordResponseSchema, 409: errorResponseSchema, ...signInErrors },
        },
      },
      async (request) => ops.setPassword(request.body.token, request.body.password),
    );

    app.post(
      '/api/core/sessions/change_password',
      {
        config: { rateLimit: signInRateLimit },
        preHandler: app.requireRole('concierge', 'admin', 'merchant'),
        schema: {
          tags: ['core'],
          body: changePasswordSchema,
          response: { 200: passwordMessageResponseSchema, ...signInErrors, 403: errorResponseSchema },
        },
      },
      async (request) => ops.changePassword(request.user!.id, request.body, request.ip),
    );

    app.post(
      '/api/core/sessions/forgot_password',
      {
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: { tags: ['core'], body: forgotPasswordSchema, response: { 200: passwordMessageResponseSchema, ...signInErrors } },
      },
      async (request) => ops.forgotPassword(request.body.email),
    );

    app.post(
      '/api/core/sessions/reset_password',
      {
        config: { rateLimit: signInRateLimit },
        schema: {
          tags: ['core'],
          body: resetPasswordSchema,
          response: { 200: passwordMessageResponseSchema, 409: errorResponseSchema, ...signInErrors },
        },
      },
      async (request) => ops.resetPassword(request.body.token, request.body.password),
    );

    const staff = app.requireRole('concierge', 'admin');
    const admin = app.requireRole('admin');

    app.get(
      '/api/ops/me',
      {
        preHandler: app.requireRole('concierge', 'admin', 'merchant'),
        schema: { tags: ['ops'], response: { 200: z.object({ data: consoleMeSchema }), ...errors } },
      },
      async (request) => ({ data: await ops.me(request.user!.id) }),
    );

    app.get(
      '/api/ops/bookings',
      {
        preHandler: staff,
        schema: { tags: ['ops'], querystring: opsQueueQuerySchema, response: { 200: opsQueueResponseSchema, ...errors } },
      },
      async (request) => ops.queue(request.query),
    );

    app.get(
      '/api/ops/bookings/:id',
      {
        preHandler: staff,
        schema: { tags: ['ops'], params: bookingParams, response: { 200: opsBookingDetailSchema, ...errors } },
      },
      async (request) => ({ data: await ops.detail(request.params.id) }),
    );

    app.post(
      '/api/ops/bookings/:id/confirm',
      {
        preHandler: staff,
        schema: { tags: ['ops'], params: bookingParams, body: confirmBookingSchema, response: { 200: opsBookingDetailSchema, ...errors } },
      },
      async (request) => ({ data: await ops.confirm(request.params.id, request.user!.id, request.body.details) }),
    );

    app.post(
      '/api/ops/bookings/:id/decline',
      {
        preHandler: staff,
        schema: { tags: ['ops'], params: bookingParams, body: declineBookingSchema, response: { 200: opsBookingDetailSchema, ...errors } },
      },
      async (request) => ({ data: await ops.decline(request.params.id, request.user!.id, request.body.reason) }),
    );

    for (const event of ['complete', 'no_show'] as const) {
      app.post(
        `/api/ops/bookings/:id/${event}`,
        {
          preHandler: staff,
          schema: { tags: ['ops'], params: bookingParams, response: { 200: opsBookingDetailSchema, ...errors } },
        },
        async (request) => ({ data: await ops.mark(request.params.id, request.user!.id, event) }),
      );
    }

    app.get(
      '/api/ops/staff',
      {
        preHandler: admin,
        schema: { tags: ['ops'], response: { 200: z.object({ data: z.array(staffMemberSchema) }), ...errors } },
      },
      async () => ({ data: await ops.listStaff() }),
    );

    app.post(
      '/api/ops/staff',
      {
        preHandler: admin,
        schema: { tags: ['ops'], body: addStaffSchema, response: { 201: z.object({ data: staffMemberSchema }), ...errors } },
      },
      async (request, reply) => reply.code(201).send({ data: await ops.addStaff(request.body) }),
    );
  };
