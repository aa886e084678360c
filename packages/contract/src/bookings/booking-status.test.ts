import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bookingEvents, bookingStatuses, canTransition, cardholderActions, holdsQuota, nextStatus } from './booking-status.ts';

describe('booking state machine', () => {
  it('runs the happy path: pay, confirm, complete', () => {
    expect(nextStatus('pending_payment', 'pay', 'gateway')).toBe('requested');
    expect(nextStatus('requested', 'confirm', 'staff')).toBe('confirmed');
    expect(nextStatus('confirmed', 'complete', 'staff')).toBe('completed');
  });
  it('lets a failed payment be retried and paid', () => {
    expect(nextStatus('pending_payment', 'payment_fail', 'gateway')).toBe('payment_failed');
    expect(nextStatus('payment_failed', 'pay', 'gateway')).toBe('requested');
  });
  it('refuses what the wrong actor or status asks', () => {
    expect(canTransition('requested', 'confirm', 'cardholder')).toBe(false);
    expect(canTransition('confirmed', 'confirm', 'staff')).toBe(false);
    expect(canTransition('pending_payment', 'pay', 'cardholder')).toBe(false);
    expect(nextStatus('refunded', 'cancel', 'cardholder')).toBeUndefined();
  });
  it('gives quota back exactly when a booking ends without being used', () => {
    expect(holdsQuota('requested')).toBe(true);
    expect(holdsQuota('declined')).toBe(false);
    expect(holdsQuota('cancelled')).toBe(false);
    expect(holdsQuota('user_cancelled')).toBe(false);
  });
  it('offers a cardholder pay-retry and cancel only where allowed', () => {
    expect(cardholderActions('payment_failed').sort()).toEqual(['cancel_unpaid', 'retry']);
    expect(cardholderActions('confirmed')).toEqual(['cancel']);
    expect(cardholderActions('refunded')).toEqual([]);
  });
  it('never leaves a terminal status, whatever is fired', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('refunded', 'expired', 'user_cancelled', 'completed', 'no_show'),
        fc.constantFrom(...bookingEvents),
        fc.constantFrom('cardholder', 'staff', 'gateway', 'system'),
        (status, event, actor) => nextStatus(status as (typeof bookingStatuses)[number], event, actor as 'staff') === undefined,
      ),
    );
  });
});
