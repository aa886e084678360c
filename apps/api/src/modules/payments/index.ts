/** Payments and refunds through the gateway: one pipeline for every kind of payment. */
export { paymentsPlugin } from './plugin.ts';
export type { PaymentService, CallbackResult } from './service.ts';
export type {
  EncryptedCard,
  OpenedCard,
  PaymentPipeline,
  PaymentPurpose,
  PaymentPurposeName,
  RefundTarget,
  RefundUpdate,
} from './pipeline.ts';
export { gatewayReturnRoutes, publicBaseUrl, type GatewayReturn } from './gateway-return.ts';
