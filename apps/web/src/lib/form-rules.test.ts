import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { dateWindowMessage } from './form-rules';

describe('what a date field says is wrong', () => {
  const now = new Date('2026-11-28T20:00:00Z'); // 29 Nov in India
  it('names the first date that can be chosen for a date inside the advance window', () => {
    expect(dateWindowMessage('2026-12-01', now, 4)).toBe('Choose a date from 4 Dec 2026');
    expect(dateWindowMessage('2026-11-30', now, 1)).toBe('Choose a date from 1 Dec 2026');
  });
  it('says nothing for an empty or allowed date, and asks for dd/mm/yyyy for text that is no day', () => {
    expect(dateWindowMessage('', now, 4)).toBeUndefined();
    expect(dateWindowMessage('2026-12-04', now, 4)).toBeUndefined();
    expect(dateWindowMessage('31/02', now, 4)).toBe(messages.dateUnreadable);
    expect(dateWindowMessage('2026-02-31', now, 4)).toBe(messages.dateUnreadable);
  });
});
