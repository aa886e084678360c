/** Cardholder SMS and e-mail on booking changes. */
export { notificationsPlugin } from './plugin.ts';
export type { NotificationService } from './service.ts';
export type { ReceiptRequest } from './service.ts';
export type { Receipt } from './receipts.ts';
