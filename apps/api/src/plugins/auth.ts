import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationListener } from '../db/notifications.ts';
import { AppError } from '../lib/app-error.ts';
import {
  createSessionService,
  SESSION_CACHE_CHANNEL,
  type Role,
  type SessionService,
  type SessionUser,
} from '../modules/sessions/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler: a signed-in user of any role. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: a signed-in user with one of these roles (403 otherwise). */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** What a route's auth hook asks for; the OpenAPI document reads it (bearer security, 401, 403). */
export interface AuthRequirement {
  /** Any signed-in user when absent; only these roles otherwise. */
  roles?: readonly Role[];
}
const authRequirement = Symbol('auth requirement');
type AuthHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [authRequirement]?: AuthRequirement };

/** The requirement of the auth hook a route runs (requireUser or a requireRole(...) hook), if any. */
export function authRequirementOf(route: {
  onRequest?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}): AuthRequirement | undefined {
  for (const hooks of [route.onRequest, route.preValidation, route.preHandler]) {
    for (const hook of Array.isArray(hooks) ? hooks : [hooks]) {
      const requirement = typeof hook === 'function' ? (hook as AuthHook)[authRequirement] : undefined;
      if (requirement) return requirement;
    }
  }
  return undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

export const authPlugin = fp<{ secret: string; ttlMinutes: number }>(
  async (app, options) => {
    // The session cache hears every process's changes (decision 021); it answers only while it hears them.
    const changes: { listener?: NotificationListener } = {};
    const sessions = createSessionService(app.db, options, {
      caughtUp: () => changes.listener?.caughtUp() ?? Promise.resolve(),
    });
    const listener = await app.database.listen(SESSION_CACHE_CHANNEL, {
      message: (payload) => sessions.heard(payload),
      lost: () => sessions.cache.forgetAll(),
    });
    changes.listener = listener;
    sessions.cache.useWhile(() => listener.live);
    app.addHook('onClose', () => listener.close());
    app.decorate('sessions', sessions);

    const requireUser: AuthHook = async (request: FastifyRequest, _reply?: FastifyReply) => {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHORIZED');
      const resolved = await sessions.resolve(token);
      if (resolved === 'missing') throw new AppError('UNAUTHORIZED');
      if (resolved === 'expired') throw new AppError('SESSION_EXPIRED');
      request.user = resolved;
    };
    requireUser[authRequirement] = {};
    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]) => {
      const requireRole: AuthHook = async (request: FastifyRequest, reply: FastifyReply) => {
        await requireUser(request, reply);
        if (!roles.includes(request.user!.role)) throw new AppError('FORBIDDEN');
      };
      requireRole[authRequirement] = { roles };
      return requireRole;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
