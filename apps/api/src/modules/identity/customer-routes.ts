import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialised } from '../../lib/serialised-once.ts';
import {
  binValidateRequestSchema,
  binValidateResponseSchema,
  contactPreferencesResponseSchema,
  contactPreferencesSchema,
  errorResponseSchema,
  signOutEverywhereResponseSchema,
} from '@portal/contract';
import { signedIn } from './signed-in.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Customer-service calls (spec 01 §7 "common-service calls") and what the settings page needs. */
export const customerIdentityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec 02 §7 lists the customer service's card check as GET /bins/validate (bin); the POST stays for callers of it.
  const binCheckAnswers = { 200: binValidateResponseSchema, 422: errorResponseSchema, ...errors };
  app.post(
    '/bins/validate',
    { schema: { tags: ['identity'], body: binValidateRequestSchema, response: binCheckAnswers } },
    async (request, reply) => sendSerialised(request, reply, await app.identity.validateBinText(request.body.bin)),
  );
  app.get(
    '/bins/validate',
    { schema: { tags: ['identity'], querystring: binValidateRequestSchema, response: binCheckAnswers } },
    async (request, reply) => sendSerialised(request, reply, await app.identity.validateBinText(request.query.bin)),
  );

  app.get(
    '/user/contact_preferences',
    signedIn(app, { response: { 200: contactPreferencesResponseSchema, ...errors } }),
    async (request) => ({ data: await app.identity.preferences(request.user!.id) }),
  );

  app.put(
    '/user/contact_preferences',
    signedIn(app, { body: contactPreferencesSchema, response: { 200: contactPreferencesResponseSchema, ...errors } }),
    async (request) => ({ data: await app.identity.savePreferences(request.user!.id, request.body) }),
  );

  /** Settings: sign out of every device, this one included. */
  app.delete('/user/sessions', signedIn(app, { response: { 200: signOutEverywhereResponseSchema, ...errors } }), async (request) => ({
    success: true as const,
    sessions_ended: await app.sessions.revokeAllOfUser(request.user!.id),
  }));
};
