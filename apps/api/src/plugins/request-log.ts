import fp from 'fastify-plugin';

/**
 * One line per request, when it is answered (Fastify's default writes two: "incoming request" and "request
 * completed"). Fastify's request logging is turned off in app.ts; at a level above info nothing is added.
 */
export const requestLogPlugin = fp(async (app) => {
  if (!['trace', 'debug', 'info'].includes(app.log.level)) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, responseTimeMs: Math.round(reply.elapsedTime) }, 'request completed');
    done();
  });
});
