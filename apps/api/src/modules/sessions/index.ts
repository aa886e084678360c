/** Opaque bearer sessions: the auth plugin builds its service from here. */
export {
  createSessionService,
  SESSION_CACHE_CHANNEL,
  sessionTokenHash,
  type Role,
  type SessionService,
  type SessionUser,
} from './service.ts';
