import { encryptCardField } from '@portal/contract';

/**
 * A Luhn-valid Visa number on the demo Reserve BIN (41000001), which the sandbox bank takes: worked out here, not
 * by the code under test.
 */
export const RESERVE_CARD = (() => {
  for (let check = 0; check < 100; check++) {
    const candidate = `41000001234567${String(check).padStart(2, '0')}`;
    const sum = [...candidate]
      .reverse()
      .reduce((s, d, i) => s + (i % 2 ? ((Number(d) * 2) % 10) + Math.floor((Number(d) * 2) / 10) : Number(d)), 0);
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('no check digit');
})();

/**
 * The body of POST /api/payment/payments for a booking's fee paid with a new card, its number and CVV encrypted as
 * the browser encrypts them; `extra` adds to or overrides the card's fields.
 */
export async function feePaymentBody(bookingId: string, options: { card?: string; cvv?: string; extra?: Record<string, unknown> } = {}) {
  return {
    booking_id: bookingId,
    transactions_attributes: [
      {
        txn_type: 'card',
        payment_type: 'Credit',
        name: 'Asha Rao',
        card_number: await encryptCardField(options.card ?? RESERVE_CARD, bookingId),
        cvv: await encryptCardField(options.cvv ?? '737', bookingId),
        expiry_month: '12',
        expiry_year: '35',
        ...options.extra,
      },
    ],
  };
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The sandbox bank's page, read as a browser would: where its approve and decline buttons post. */
export const bankDecisionUrl = (html: string) => unescape(/<form method="post" action="([^"]+)"/.exec(html)![1]!);

/** The page the bank answers a decision with: the form it posts back to the portal on load (surl or furl). */
export function bankAutoPost(html: string) {
  const action = unescape(/<form id="gateway-response" method="post" action="([^"]+)"/.exec(html)![1]!);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]),
  );
  return { path: new URL(action).pathname, fields };
}
