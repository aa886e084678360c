import { z } from 'zod';

/**
 * Issue 27's ledger: every payment the gateway captured ends in exactly one of what it paid for (live) or a
 * refund of the same amount (pending or done). What breaks that rule is an exception, one of these kinds.
 */
export const ledgerExceptionKinds = [
  /** Captured, older than the grace period, and neither paid for anything live nor refunded. */
  'unaccounted',
  /** Captured, its refund refused or given up on by the gateway: the money is still with us. */
  'refund_failed',
  /** One booking (or cart line) kept two captured payments, or was booked twice. */
  'booked_twice',
  /** More refunded (by us or at the gateway) than was captured. */
  'over_refunded',
  /** The payment was refunded, yet what it paid for is still live and nothing else paid for it. */
  'refunded_but_live',
] as const;
export type LedgerExceptionKind = (typeof ledgerExceptionKinds)[number];

/** The money flows the ledger reads; a new flow (gift cards after issue 27) is one more entry and one more read. */
export const ledgerFlows = ['fee', 'cart', 'gift_card'] as const;
export type LedgerFlow = (typeof ledgerFlows)[number];

export const ledgerExceptionLabels: Record<LedgerExceptionKind, string> = {
  unaccounted: 'Captured, neither booked nor refunded',
  refund_failed: 'Refund failed at the gateway',
  booked_twice: 'Booked twice',
  over_refunded: 'Refunded more than captured',
  refunded_but_live: 'Refunded, yet still booked',
};

/** What an operator does with each kind (the README's "How money is reconciled" says the same at length). */
export const ledgerExceptionActions: Record<LedgerExceptionKind, string> = {
  unaccounted:
    'Look the transaction up at the gateway. If it was captured, refund it there (or restore the booking if the cardholder still wants it); if it was not, mark it failed.',
  refund_failed: 'Read the refund’s last error, then refund the payment from the gateway’s dashboard and record the bank reference.',
  booked_twice: 'Keep one booking or payment and refund the other at the gateway; tell the provider if a seat was taken twice.',
  over_refunded: 'Compare our refunds with the gateway’s for this payment and recover the excess; report it as a defect.',
  refunded_but_live: 'Decide with the cardholder: cancel the booking, or ask them to pay again; report it as a defect.',
};

export const ledgerQuerySchema = z.object({
  /** How many days of daily totals (India time, today included). */
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** Rupees, to the paisa. */
const rupees = z.number();

export const ledgerTotalsSchema = z.object({
  captured: rupees,
  /** Captured and kept for what it paid for (a live booking or order). */
  booked: rupees,
  /** Captured and given back, or being given back (refund requested or done). */
  refunded: rupees,
  /** Captured within the grace period and not yet booked or refunded: in flight, not an exception yet. */
  in_flight: rupees,
  /** Captured and in an exception. */
  exceptions: rupees,
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

export const ledgerDaySchema = ledgerTotalsSchema.extend({
  /** The capture's day in India time, YYYY-MM-DD. */
  day: z.string(),
  exception_count: z.number().int(),
});
export type LedgerDay = z.infer<typeof ledgerDaySchema>;

export const ledgerExceptionSchema = z.object({
  kind: z.enum(ledgerExceptionKinds),
  flow: z.enum(ledgerFlows),
  /** The gateway transaction id (PayU txnid). */
  txnid: z.string(),
  /** What it paid for: the booking's reference, or the cart checkout's id. */
  reference: z.string(),
  /** The amount at stake, in rupees. */
  amount: rupees,
  day: z.string(),
  captured_at: z.string(),
  detail: z.string(),
});
export type LedgerException = z.infer<typeof ledgerExceptionSchema>;

export const ledgerReportSchema = z.object({
  generated_at: z.string(),
  grace_minutes: z.number().int(),
  balanced: z.boolean(),
  totals: ledgerTotalsSchema.extend({ payments: z.number().int() }),
  /** Money jobs (reconciliation, refunds) still queued or running: work the server has not finished. */
  open_jobs: z.number().int(),
  days: z.array(ledgerDaySchema),
  exceptions: z.array(ledgerExceptionSchema),
});
export type LedgerReport = z.infer<typeof ledgerReportSchema>;
export const ledgerResponseSchema = z.object({ data: ledgerReportSchema });
