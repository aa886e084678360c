import { describe, expect, it } from 'vitest';
import { timelineSteps } from './booking-timeline';

const shown = (...args: Parameters<typeof timelineSteps>) => timelineSteps(...args).map((s) => `${s.label}:${s.state}`);

describe('timelineSteps: the state machine path with the booking on it', () => {
  it('places a paid booking at Paid, with Confirmed next', () => {
    expect(shown('requested')).toEqual(['Request made:done', 'Paid:current', 'Confirmed:next', 'Completed:next']);
  });

  it('waits at the start for payment and ends done when completed', () => {
    expect(shown('pending_payment')).toEqual(['Request made:current', 'Paid:next', 'Confirmed:next', 'Completed:next']);
    expect(shown('completed').every((step) => step.endsWith(':done'))).toBe(true);
  });

  it('ends the line where a booking left the path, in the status words', () => {
    expect(shown('payment_failed')).toEqual(['Request made:done', 'Payment failed:stopped']);
    expect(shown('declined')).toEqual(['Request made:done', 'Paid:done', 'Declined:stopped']);
    expect(shown('cancelled')).toEqual(['Request made:done', 'Paid:done', 'Cancelled:stopped']);
    expect(shown('cancelled', true)).toEqual(['Request made:done', 'Paid:done', 'Confirmed:done', 'Cancelled:stopped']);
    expect(shown('no_show')).toEqual(['Request made:done', 'Paid:done', 'Confirmed:done', 'No-show:stopped']);
    expect(shown('refunded')).toEqual(['Request made:done', 'Paid:done', 'Refunded:current']);
  });
});
