import { describe, expect, it } from 'vitest';
import { isOverdue } from './queue.ts';

describe('isOverdue', () => {
  it('calls a request overdue only while it still waits for an answer', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(isOverdue('requested', new Date('2026-11-23T10:00:00Z'), now)).toBe(true);
    expect(isOverdue('confirmed', new Date('2026-11-23T10:00:00Z'), now)).toBe(false);
    expect(isOverdue('requested', new Date('2026-11-25T10:00:00Z'), now)).toBe(false);
    expect(isOverdue('requested', null, now)).toBe(false);
  });
});
