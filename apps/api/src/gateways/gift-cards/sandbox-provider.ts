import { createHmac } from 'node:crypto';
import type { GiftCardOrder, GiftCardOutcome, GiftCardProvider } from './gift-card-provider.ts';

/**
 * The built-in sandbox (the default; a production start refuses it). It answers by the amount, as a payment
 * sandbox does by card number: an amount ending in 01 (Rs.501) is pending and fulfilled when asked again, one
 * ending in 02 (Rs.502) fails, any other is fulfilled at once. Codes are made up from the order's key, so the
 * same key always gives the same card (idempotent).
 */
export function createSandboxGiftCardProvider(secret: string): GiftCardProvider {
  const issue = (order: GiftCardOrder, today = new Date()): GiftCardOutcome => {
    const digest = createHmac('sha256', secret).update(`gift-card:${order.orderKey}`).digest('hex').toUpperCase();
    const expires = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
    return {
      status: 'fulfilled',
      code: `SBX${digest.slice(0, 13)}`,
      pin: String(parseInt(digest.slice(13, 19), 16) % 1_000_000).padStart(6, '0'),
      balance: order.amount,
      expiresOn: expires.toISOString().slice(0, 10),
    };
  };
  return {
    kind: 'sandbox',
    async order(order) {
      if (order.amount % 100 === 2) return { status: 'failed', reason: 'sandbox: declined' };
      if (order.amount % 100 === 1) return { status: 'pending' };
      return issue(order);
    },
    async status(order) {
      if (order.amount % 100 === 2) return { status: 'failed', reason: 'sandbox: declined' };
      return issue(order);
    },
  };
}
