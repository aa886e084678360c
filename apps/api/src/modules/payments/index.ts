/** Payments and refunds through the gateway. */
export { paymentsPlugin } from './plugin.ts';
export type { PaymentService, CallbackResult } from './service.ts';
