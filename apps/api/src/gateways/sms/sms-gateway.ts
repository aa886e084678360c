/** An outside SMS service. `to` is a 10-digit Indian mobile; adapters add the +91. */
export interface SmsGateway {
  readonly kind: 'http' | 'outbox';
  /** templateId: the provider's registered template for the text (India's DLT rules), when the client sets one. */
  send(message: { to: string; body: string; templateId?: string }): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}
