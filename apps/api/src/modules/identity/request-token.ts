import type { FastifyRequest } from 'fastify';

/** The caller's own session (already checked by requireUser), to echo back where the spec shows a token. */
export function callerSession(request: FastifyRequest) {
  const token = (request.headers.authorization ?? '').slice('Bearer '.length).trim();
  return { token, expiresAt: request.user!.expiresAt };
}
