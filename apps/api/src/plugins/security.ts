import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { postgresRateLimitStore, pruneCounters } from './rate-limit-store.ts';

type Headers = Record<string, string>;

/** The headers helmet would set, worked out once: helmet is run against a recorder instead of every response. */
export function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * JSON under /api is never rendered, framed or cached by a browser: it needs only a CSP that forbids
 * everything, nosniff, a same-origin resource policy and no-store.
 */
export const apiHeaders: Headers = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * The onSend hook that sets the security headers: the short set on an API answer, `documentHeaders` on anything
 * else. The benchmark's framework floor (bench/fastify-floor.mjs) sets its answers' headers with it too.
 */
export function securityHeaders(documentHeaders: Headers): onSendHookHandler {
  return (request, reply, payload, done) => {
    if (isApi(request.url) && !isHtml(reply.getHeader('content-type'))) {
      reply.headers(apiHeaders);
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      reply.headers(documentHeaders);
    }
    done(null, payload);
  };
}

/**
 * Security headers, set in one onSend hook from sets computed at start (docs/decisions/004-security-headers-once.md).
 * Pages (the web app, the API docs, the sandbox bank's HTML pages) get helmet's full set with a strict CSP that
 * admits only this origin and CSP_EXTRA_ORIGINS; API answers get the short set above.
 */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const extra = config.cspExtraOrigins;
    const documentHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extra],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...extra],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...extra],
          // The payment step posts a form to the gateway: the sandbox is this origin, PayU is configured.
          formAction: ["'self'", ...extra],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });

    app.addHook('onSend', securityHeaders(documentHeaders));

    // On PostgreSQL the counts live in the database, which every server process shares, unless RATE_LIMIT_STORE
    // says memory (one process, faster); PGlite is one process, whose memory is the cheaper place (the default store).
    const shared = app.database.kind === 'postgres' && config.RATE_LIMIT_STORE === 'database';
    if (shared) {
      const prune = setInterval(() => {
        pruneCounters(app.db).catch((err) => app.log.warn({ err }, 'pruning rate-limit counters failed'));
      }, 10 * 60_000);
      prune.unref();
      app.addHook('onClose', async () => clearInterval(prune));
    }

    // Global ceiling per client address; features add tighter limits per route (OTP sends, payments).
    // The x-ratelimit-* headers go out only with the 429 (they cost a little on every answer otherwise).
    await app.register(rateLimit, {
      ...(shared ? { store: postgresRateLimitStore(app.db) } : {}),
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    });
  },
  { name: 'security' },
);
