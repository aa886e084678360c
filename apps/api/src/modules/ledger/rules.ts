/**
 * The ledger's rule, as a pure function of the rows repository.ts reads: every payment the gateway captured ends
 * in exactly one of what it paid for (live) or a refund of the same amount (requested or done). A capture younger
 * than the grace period that is neither is in flight (a callback or a job is still on its way), not an exception.
 */
import {
  istDate,
  type LedgerException,
  type LedgerExceptionKind,
  type LedgerFlow,
  type LedgerReport,
  type LedgerTotals,
} from '@portal/contract';
import { liveBookingStatuses, type CartLine, type CartLineBooking, type FeeLine, type GiftCardLine } from './repository.ts';

export interface LedgerRows {
  fees: FeeLine[];
  carts: CartLine[];
  /** Gift cards bought by card (issue 29); absent where a caller reads no such rows. */
  giftCards?: GiftCardLine[];
  cartLinesBookedTwice: CartLineBooking[];
  openJobs: number;
}

export interface LedgerOptions {
  now: Date;
  graceMinutes: number;
  /** Days of daily totals, today included. */
  days: number;
}

type Totals = Omit<LedgerTotals, never>;
const zero = (): Totals => ({ captured: 0, booked: 0, refunded: 0, in_flight: 0, exceptions: 0 });
const rupees = (paise: number) => Math.round(paise) / 100;
const isLiveBooking = (status: string) => (liveBookingStatuses as readonly string[]).includes(status);
const isLiveRefund = (status: string | null) => status === 'requested' || status === 'refunded';

export function buildLedger(rows: LedgerRows, options: LedgerOptions): LedgerReport {
  const graceEnds = options.now.getTime() - options.graceMinutes * 60_000;
  const totals = zero();
  const byDay = new Map<string, Totals & { exception_count: number }>();
  const exceptions: (LedgerException & { at: number })[] = [];
  let payments = 0;

  /** Adds one payment's part (in paise) to the totals and its capture day. */
  function count(createdAt: Date, part: Partial<Totals>) {
    const day = byDay.get(istDate(createdAt)) ?? { ...zero(), exception_count: 0 };
    for (const [key, paise] of Object.entries(part) as [keyof Totals, number][]) {
      totals[key] += paise;
      day[key] += paise;
    }
    byDay.set(istDate(createdAt), day);
  }
  function flag(
    kind: LedgerExceptionKind,
    flow: LedgerFlow,
    line: { txnid: string; createdAt: Date },
    reference: string,
    paise: number,
    detail: string,
  ) {
    exceptions.push({
      kind,
      flow,
      txnid: line.txnid,
      reference,
      amount: rupees(paise),
      day: istDate(line.createdAt),
      captured_at: line.createdAt.toISOString(),
      detail,
      at: line.createdAt.getTime(),
    });
    count(line.createdAt, { exceptions: paise });
    byDay.get(istDate(line.createdAt))!.exception_count += 1;
  }
  /** Captured money that is neither kept nor given back: in flight within the grace period, an exception after it. */
  function unplaced(flow: LedgerFlow, line: { txnid: string; createdAt: Date }, reference: string, paise: number, detail: string) {
    if (line.createdAt.getTime() > graceEnds) count(line.createdAt, { in_flight: paise });
    else flag('unaccounted', flow, line, reference, paise, detail);
  }

  // Fee payments, booking by booking: a live booking keeps one settled payment; every other capture is refunded.
  const feesByBooking = new Map<string, FeeLine[]>();
  for (const line of rows.fees) feesByBooking.set(line.bookingId, [...(feesByBooking.get(line.bookingId) ?? []), line]);
  for (const lines of feesByBooking.values()) {
    const live = isLiveBooking(lines[0]!.bookingStatus);
    let kept = 0;
    let refundedCapture: FeeLine | undefined;
    for (const line of lines) {
      const ours = line.status === 'success';
      const captured = ours || line.gatewayStatus === 'success' ? line.amountPaise : 0;
      const refunded = isLiveRefund(line.refundStatus) ? (line.refundPaise ?? 0) : 0;
      if (captured > 0) {
        payments += 1;
        count(line.createdAt, { captured });
      }
      const overBy = Math.max(refunded, line.gatewayRefundedPaise) - captured;
      if (overBy > 0)
        flag(
          'over_refunded',
          'fee',
          line,
          line.reference,
          overBy,
          `refunded Rs.${rupees(overBy)} more than the Rs.${rupees(captured)} captured`,
        );
      if (captured === 0) continue;
      if (refunded > 0) {
        count(line.createdAt, { refunded: Math.min(refunded, captured) });
        refundedCapture = line;
      } else if (line.refundStatus === 'failed') {
        flag(
          'refund_failed',
          'fee',
          line,
          line.reference,
          captured,
          `the gateway did not refund it: ${line.refundError ?? 'no reason given'}`,
        );
      } else if (!ours) {
        unplaced('fee', line, line.reference, captured, `captured at the gateway, still ${line.status} here`);
      } else if (!live) {
        unplaced(
          'fee',
          line,
          line.reference,
          captured,
          `the booking is ${line.bookingStatus.replace('_', ' ')} and this payment has no refund`,
        );
      } else if (kept++ === 0) {
        count(line.createdAt, { booked: captured });
      } else {
        flag('booked_twice', 'fee', line, line.reference, captured, 'a second payment kept for a booking already paid');
      }
    }
    if (live && kept === 0 && refundedCapture)
      flag(
        'refunded_but_live',
        'fee',
        refundedCapture,
        refundedCapture.reference,
        0,
        `the booking is ${lines[0]!.bookingStatus.replace('_', ' ')} but its payment was refunded`,
      );
  }

  // Cart payments: one per checkout, each item booked (live) or refunded on its own.
  for (const line of rows.carts) {
    const ours = line.captured;
    payments += 1;
    count(line.createdAt, { captured: line.amountPaise });
    const overBy = Math.max(line.refundedPaise, line.gatewayRefundedPaise) - line.amountPaise;
    if (overBy > 0)
      flag(
        'over_refunded',
        'cart',
        line,
        line.checkoutId,
        overBy,
        `refunded Rs.${rupees(overBy)} more than the Rs.${rupees(line.amountPaise)} captured`,
      );
    if (!ours) {
      unplaced('cart', line, line.checkoutId, line.amountPaise, `captured at the gateway, the checkout still ${line.status} here`);
      continue;
    }
    count(line.createdAt, {
      booked: line.bookedPaise - line.bookedAndRefundedPaise,
      refunded: Math.min(line.refundedPaise, line.amountPaise),
    });
    if (line.bookedAndRefundedPaise > 0)
      flag(
        'refunded_but_live',
        'cart',
        line,
        line.checkoutId,
        0,
        `Rs.${rupees(line.bookedAndRefundedPaise)} of items refunded yet still booked`,
      );
    if (line.extraBookedPaise > 0)
      flag('booked_twice', 'cart', line, line.checkoutId, line.extraBookedPaise, 'an item of this checkout has two live bookings');
    if (line.refundFailedPaise > 0)
      flag('refund_failed', 'cart', line, line.checkoutId, line.refundFailedPaise, 'the gateway did not refund an item');
    const rest = line.amountPaise - line.bookedPaise - line.refundedPaise - line.refundFailedPaise + line.bookedAndRefundedPaise;
    if (rest > 0) unplaced('cart', line, line.checkoutId, rest, `Rs.${rupees(rest)} of items neither booked nor refunded`);
  }

  // Gift cards bought by card: one payment per order, the card issued (live) or the whole amount refunded.
  for (const line of rows.giftCards ?? []) {
    payments += 1;
    count(line.createdAt, { captured: line.amountPaise });
    const refunded = line.refundStatus === 'requested' || line.refundStatus === 'refunded' ? line.amountPaise : 0;
    const overBy = Math.max(refunded, line.gatewayRefundedPaise) - line.amountPaise;
    if (overBy > 0)
      flag(
        'over_refunded',
        'gift_card',
        line,
        line.purchaseId,
        overBy,
        `refunded Rs.${rupees(overBy)} more than the Rs.${rupees(line.amountPaise)} captured`,
      );
    if (!line.captured) {
      unplaced('gift_card', line, line.purchaseId, line.amountPaise, `captured at the gateway, the order still ${line.status} here`);
      continue;
    }
    if (line.issued && refunded > 0) {
      count(line.createdAt, { booked: 0, refunded });
      flag('refunded_but_live', 'gift_card', line, line.purchaseId, 0, 'the gift card was issued but its payment was refunded');
    } else if (line.issued) count(line.createdAt, { booked: line.amountPaise });
    else if (refunded > 0) count(line.createdAt, { refunded });
    else if (line.refundStatus === 'failed')
      flag('refund_failed', 'gift_card', line, line.purchaseId, line.amountPaise, 'the gateway did not refund the order');
    else unplaced('gift_card', line, line.purchaseId, line.amountPaise, `the order is ${line.status}: no card issued and no refund`);
  }

  // One cart line booked by two paid checkouts (two checkouts of one cart): every booking after the first.
  const seen = new Set<string>();
  for (const booking of rows.cartLinesBookedTwice) {
    if (!seen.has(booking.cartItemId)) {
      seen.add(booking.cartItemId);
      continue;
    }
    flag(
      'booked_twice',
      'cart',
      booking,
      booking.checkoutId,
      booking.pricePaise,
      `cart line ${booking.cartItemId} booked by another checkout too`,
    );
  }

  const firstDay = istDate(new Date(options.now.getTime() - (options.days - 1) * 86_400_000));
  const inRupees = (t: Totals) => ({
    captured: rupees(t.captured),
    booked: rupees(t.booked),
    refunded: rupees(t.refunded),
    in_flight: rupees(t.in_flight),
    exceptions: rupees(t.exceptions),
  });
  return {
    generated_at: options.now.toISOString(),
    grace_minutes: options.graceMinutes,
    balanced: exceptions.length === 0,
    totals: { ...inRupees(totals), payments },
    open_jobs: rows.openJobs,
    days: [...byDay.entries()]
      .filter(([day]) => day >= firstDay)
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([day, t]) => ({ day, ...inRupees(t), exception_count: t.exception_count })),
    exceptions: exceptions.sort((a, b) => a.at - b.at).map(({ at: _at, ...exception }) => exception),
  };
}
