import type { FastifyInstance } from 'fastify';

/**
 * A call for the signed-in cardholder only, in both families: the session is checked before the handler
 * (requireUser), and the call is listed under the identity tag with the rest of `schema`.
 */
export const signedIn = <Schema extends object>(app: Pick<FastifyInstance, 'requireUser'>, schema: Schema) => ({
  preHandler: app.requireUser,
  schema: { tags: ['identity'], ...schema },
});
