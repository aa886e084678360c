import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.ts';
import { isCardEntryValid, lockoutMinutes, otpFormSchema, signUpFormSchema } from './sign-in-form.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('sign-in form rules (spec 01 §5)', () => {
  it('needs two complete 4-digit parts', () => {
    expect(isCardEntryValid({ first: '4100', second: '0001' })).toBe(true);
    expect(isCardEntryValid({ first: '4100', second: '001' })).toBe(false);
    expect(isCardEntryValid({ first: '41a0', second: '0001' })).toBe(false);
  });

  it("says 'OTP is required' when empty and 'OTP must contain 6 digits' when short or not digits", () => {
    expect(firstMessage(otpFormSchema.safeParse({ code: '' }))).toBe(messages.otpRequired);
    expect(firstMessage(otpFormSchema.safeParse({ code: '123' }))).toBe(messages.otpSixDigits);
    expect(firstMessage(otpFormSchema.safeParse({ code: '12345a' }))).toBe(messages.otpSixDigits);
    expect(otpFormSchema.safeParse({ code: '012345' }).success).toBe(true);
  });

  it('wants the terms ticked', () => {
    const result = signUpFormSchema.safeParse({ name: 'Asha', email: 'a@example.in', terms: false });
    expect(firstMessage(result)).toBe(messages.acceptTerms);
  });

  it('turns user_unlock_at into whole minutes, 30 when unknown', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(lockoutMinutes('2026-01-01T10:29:10Z', now, 30)).toBe(30);
    expect(lockoutMinutes('2026-01-01T10:05:00Z', now, 30)).toBe(5);
    expect(lockoutMinutes(null, now, 30)).toBe(30);
    expect(lockoutMinutes('garbage', now, 30)).toBe(30);
  });
});
