import { describe, expect, it } from 'vitest';
import { answerBy, isOverdue } from './queue.ts';

describe('answerBy', () => {
  const paidAt = new Date('2026-11-21T10:00:00Z');
  const serviceAt = new Date('2026-11-30T03:30:00Z');
  it('gives golf 48 hours from payment', () => {
    expect(answerBy('GolfEnquiry', paidAt, serviceAt).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });
  it('gives airport services until 15 hours before travel', () => {
    expect(answerBy('AirportVipPrivilege', paidAt, serviceAt).toISOString()).toBe('2026-11-29T12:30:00.000Z');
    expect(answerBy('AirportTransfer', paidAt, serviceAt).toISOString()).toBe('2026-11-29T12:30:00.000Z');
  });
  it('calls a request overdue only while it still waits for an answer', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(isOverdue('requested', new Date('2026-11-23T10:00:00Z'), now)).toBe(true);
    expect(isOverdue('confirmed', new Date('2026-11-23T10:00:00Z'), now)).toBe(false);
    expect(isOverdue('requested', new Date('2026-11-25T10:00:00Z'), now)).toBe(false);
    expect(isOverdue('requested', null, now)).toBe(false);
  });
});
