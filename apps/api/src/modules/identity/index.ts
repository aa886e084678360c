/** Sign-in, users and their cards: the plugin (app.identity, app.otp, app.sms) and its public types. */
export { identityPlugin } from './plugin.ts';
export type { IdentityService } from './service.ts';
export type { OtpService } from './otp-service.ts';
export { createUserDirectory, type UserDirectory } from './directory.ts';
