/** Cardholder SMS and e-mail on booking changes. */
export { notificationsPlugin } from './plugin.ts';
export type { NotificationService } from './service.ts';
