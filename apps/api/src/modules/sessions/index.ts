/** Opaque bearer sessions: the auth plugin builds its service from here. */
export { createSessionService, sessionTokenHash, type Role, type SessionService, type SessionUser } from './service.ts';
