import fp from 'fastify-plugin';
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

/**
 * Spec 01 §7: every call carries X-api-Id, X-Client-Id and X-Project-Id. A missing one is a 400 that
 * names it; a client or project the server does not serve is a 403.
 */
export const requestRulesPlugin = fp<{ isKnownClient: (clientId: string, projectId: string) => Promise<boolean> }>(
  async (app, options) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      if (request.routeOptions.config?.skipClientHeaders) return;
      if (!request.routeOptions.url) return; // unknown route: let the 404 handler answer
      for (const header of REQUIRED_HEADERS) {
        const value = request.headers[header];
        if (typeof value !== 'string' || value.trim() === '') {
          throw new AppError('MISSING_HEADER', messages.missingHeader(HEADER_DISPLAY_NAMES[header]));
        }
      }
      if (request.headers['x-api-id'] !== API_ID) {
        throw new AppError('UNKNOWN_CLIENT', messages.unknownHeaderValue('X-api-Id'));
      }
      const clientId = request.headers['x-client-id'] as string;
      const projectId = request.headers['x-project-id'] as string;
      if (!(await options.isKnownClient(clientId, projectId))) {
        throw new AppError('UNKNOWN_CLIENT', messages.unknownHeaderValue('X-Client-Id or X-Project-Id'));
      }
      request.clientId = clientId;
    });
  },
);
