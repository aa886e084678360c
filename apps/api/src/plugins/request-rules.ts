import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { API_ID, HEADER_DISPLAY_NAMES, messages, REQUIRED_HEADERS } from '@portal/contract';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes a browser or gateway reaches without the app's fixed headers (health, docs, callbacks). */
    skipClientHeaders?: boolean;
  }
  interface FastifyRequest {
    clientId?: string;
  }
}

/** A boolean when the answer is at hand (the catalogue is in memory), a promise when it must be read first. */
export type KnownClientCheck = (clientId: string, projectId: string) => boolean | Promise<boolean>;

/** Whether a route needs the fixed headers: every /api route but the docs and those that opt out. */
export const needsClientHeaders = (route: { url: string; config?: { skipClientHeaders?: boolean } }) =>
  route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && !route.config?.skipClientHeaders;

const unknownClient = () => new AppError('UNKNOWN_CLIENT', messages.unknownHeaderValue('X-Client-Id or X-Project-Id'));

/**
 * Spec 01 §7: every call carries X-api-Id, X-Client-Id and X-Project-Id. A missing one is a 400 that
 * names it; a client or project the server does not serve is a 403.
 *
 * The check is attached to each API route when it is registered (not run for every request and then
 * skipped), and answers without a promise while the catalogue is fresh: it runs before every API call.
 * Unknown URLs have no route, so they get the JSON 404 without the check.
 */
export const requestRulesPlugin = fp<{ isKnownClient: KnownClientCheck }>(
  async (app, options) => {
    function checkClientHeaders(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
      for (const header of REQUIRED_HEADERS) {
        const value = request.headers[header];
        if (typeof value !== 'string' || value.trim() === '') {
          return done(new AppError('MISSING_HEADER', messages.missingHeader(HEADER_DISPLAY_NAMES[header])));
        }
      }
      if (request.headers['x-api-id'] !== API_ID) return done(new AppError('UNKNOWN_CLIENT', messages.unknownHeaderValue('X-api-Id')));
      const clientId = request.headers['x-client-id'] as string;
      const known = options.isKnownClient(clientId, request.headers['x-project-id'] as string);
      if (known === true) {
        request.clientId = clientId;
        return done();
      }
      if (known === false) return done(unknownClient());
      known.then((ok) => {
        if (!ok) return done(unknownClient());
        request.clientId = clientId;
        done();
      }, done);
    }

    app.addHook('onRoute', (route) => {
      if (!needsClientHeaders(route)) return;
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      // First, so a call without the headers is refused before anything else (the rate limit included) counts it.
      route.onRequest = [checkClientHeaders as onRequestHookHandler, ...own];
    });
  },
  { name: 'request-rules' },
);
