import { createHmac } from 'node:crypto';
import type { GiftCardBalance, GiftCardOrder, GiftCardOutcome, GiftCardProvider } from './gift-card-provider.ts';

/**
 * The built-in sandbox (the default; a production start refuses it). It answers by the amount, as a payment
 * sandbox does by card number: an amount ending in 01 (Rs.501) is pending and fulfilled when asked again, one
 * ending in 02 (Rs.502) fails, any other is fulfilled at once. Codes are made up from the order's key, so the
 * same key always gives the same card (idempotent).
 *
 * Balances: the cards it issued, in this process's memory, as a provider keeps them in its books; `spend` takes an
 * amount off one (what a shop's till would do). A card it does not know (issued before a restart) is 'unknown'.
 */
export function createSandboxGiftCardProvider(secret: string) {
  const issued = new Map<string, { pin: string; balance: number; expiresOn: string }>();
  const issue = (order: GiftCardOrder, today = new Date()): GiftCardOutcome => {
    const digest = createHmac('sha256', secret).update(`gift-card:${order.orderKey}`).digest('hex').toUpperCase();
    const expires = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
    const card = {
      code: `SBX${digest.slice(0, 13)}`,
      pin: String(parseInt(digest.slice(13, 19), 16) % 1_000_000).padStart(6, '0'),
      balance: order.amount,
      expiresOn: expires.toISOString().slice(0, 10),
    };
    if (!issued.has(card.code)) issued.set(card.code, { pin: card.pin, balance: card.balance, expiresOn: card.expiresOn });
    return { status: 'fulfilled', ...card, ...issued.get(card.code)! };
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
    async balance({ code, pin }): Promise<GiftCardBalance> {
      const card = issued.get(code);
      if (!card || card.pin !== pin) return { status: 'unknown' };
      const expired = card.expiresOn < new Date().toISOString().slice(0, 10);
      return { status: expired ? 'expired' : 'active', balance: card.balance, expiresOn: card.expiresOn };
    },
    /** Takes `amount` off a card it issued (a purchase at the shop); false when it has no such card or too little on it. */
    spend(code: string, amount: number) {
      const card = issued.get(code);
      if (!card || card.balance < amount) return false;
      card.balance -= amount;
      return true;
    },
  } satisfies GiftCardProvider & { spend(code: string, amount: number): boolean };
}
export type SandboxGiftCardProvider = ReturnType<typeof createSandboxGiftCardProvider>;
