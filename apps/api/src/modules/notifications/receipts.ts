import {
  checkoutOutcomeWords,
  displayDate,
  hourLabel,
  istDate,
  IST_OFFSET_MINUTES,
  messages,
  statusWords,
  type ClientConfig,
} from '@portal/contract';
import type { CheckoutItemOutcome } from '@portal/contract';

/**
 * Issue 30, a receipt for every payment: a paid cart, a gift card issued and an expedition enquiry each send an SMS
 * and an e-mail. The module that took the payment says what it was (a `Receipt`, plain facts, queued in its own
 * transaction); this module renders and sends it. Never a full card number, OTP, token or a gift card's code and PIN:
 * a gift card is named by the last four of its code, the code itself stays in the wallet.
 */
export type Receipt =
  | {
      kind: 'cart';
      /** What the whole payment came to, in rupees, and each item that payment was for. */
      total: number;
      items: {
        title: string;
        /** ISO instant the service starts. */
        startsAt: string;
        outcome: CheckoutItemOutcome;
        /** The booking an item became (booked or refunded), its voucher when booked. */
        reference: string | null;
        voucherCode: string | null;
        price: number | null;
      }[];
    }
  | { kind: 'gift_card'; brand: string; amount: number; codeEnd: string; expiresOn: string | null }
  | { kind: 'expedition_enquiry'; reference: string; title: string; departure: string };

export interface RenderedReceipt {
  subject: string;
  sms: string;
  email: string;
}

const amount = (rupees: number) => `Rs.${rupees.toLocaleString('en-IN')}`;

/** '10 Jun 2027, 7:00 AM', India time: as the portal's lists and checkout write an instant. */
export function receiptDateTime(iso: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return `${displayDate(istDate(instant))}, ${hourLabel(shifted.getUTCHours(), shifted.getUTCMinutes())}`;
}

export function renderReceipt(receipt: Receipt, ctx: { client: ClientConfig; name: string | null }): RenderedReceipt {
  const { client } = ctx;
  const greeting = `Dear ${ctx.name ?? 'Cardholder'},`;
  const signOff = `For help, call ${client.helpline}.\n${client.programme_name}, ${client.bank_name}`;
  const email = (lines: string[]) => [greeting, '', ...lines, '', signOff].join('\n');

  switch (receipt.kind) {
    case 'cart': {
      const lines = receipt.items.map((item) => {
        const words = checkoutOutcomeWords[item.outcome].label;
        const voucher = item.voucherCode ? `, voucher ${item.voucherCode}` : '';
        const reference = item.reference ? ` (${item.reference})` : '';
        return `${item.title}${reference}, ${receiptDateTime(item.startsAt)}: ${words}${voucher}`;
      });
      const refunded = receipt.items.filter((item) => item.outcome === 'refunded');
      const refundLine = refunded.length
        ? [`${refunded.map((item) => item.title).join(', ')} could not be booked: its amount is refunded to your card.`]
        : [];
      return {
        subject: `Receipt: ${amount(receipt.total)} paid for your ${client.programme_name} booking`,
        sms: `${client.programme_name}: ${amount(receipt.total)} paid. ${lines.join('; ')}. Vouchers and calendar in My bookings. Helpline ${client.helpline}`,
        email: email([
          `Thank you: we have received your payment of ${amount(receipt.total)}.`,
          '',
          ...receipt.items.map((item, i) => `${lines[i]}${item.price !== null ? ` · ${amount(item.price)}` : ''}`),
          ...refundLine,
          '',
          'Your vouchers, and each booking for your calendar, are in My bookings.',
        ]),
      };
    }
    case 'gift_card': {
      // The catalogue's one wording for an issued card, bought or claimed (issue 29's receipt).
      const text = messages.giftCardReceipt(receipt.brand, receipt.amount, receipt.codeEnd, displayDate(receipt.expiresOn ?? ''));
      return {
        subject: `Your ${receipt.brand} gift card is issued`,
        sms: text,
        email: email([text, 'Its full code and PIN are in your wallet, never in a message.']),
      };
    }
    case 'expedition_enquiry': {
      const status = statusWords('enquiry_received').label;
      return {
        subject: `We have your expedition enquiry ${receipt.reference}`,
        sms: `${client.programme_name}: your enquiry ${receipt.reference} for ${receipt.title}, departing ${displayDate(receipt.departure)}, is received. Our concierge will call you within 2 working days. Status: ${status}. Helpline ${client.helpline}`,
        email: email([
          `Thank you for your enquiry ${receipt.reference} about ${receipt.title}, departing ${displayDate(receipt.departure)}.`,
          'Our concierge will call you within 2 working days to plan it with you. Nothing has been charged.',
          `Status: ${status}`,
        ]),
      };
    }
  }
}
