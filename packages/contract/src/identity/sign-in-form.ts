import { z } from 'zod';
import { MOBILE_LENGTH, OTP_LENGTH } from '../common/constants.ts';
import { EMAIL_PATTERN, plainText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';

/** Spec 01 §5 card entry: two 4-digit fields, digits only. */
export const binPartSchema = z.string().regex(/^\d{4}$/);
export const cardEntrySchema = z.object({ first: binPartSchema, second: binPartSchema });
export type CardEntry = z.infer<typeof cardEntrySchema>;
export const isCardEntryValid = (entry: CardEntry) => cardEntrySchema.safeParse(entry).success;

/** Spec 01 §5 mobile: required, exactly 10 digits, digits only (+91 shown beside it). */
export const mobileEntrySchema = z.object({
  mobile: z
    .string()
    .trim()
    .min(1, messages.mobileRequired)
    .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), messages.mobileInvalid),
});

/** Spec 01 §5 sign-up: name and e-mail required, terms ticked. */
export const nameSchema = plainText({ trim: true }).min(1, messages.nameRequired).max(100, messages.nameTooLong);
export const accountEmailSchema = plainText({ trim: true })
  .min(1, messages.emailRequired)
  .regex(EMAIL_PATTERN, messages.emailInvalid)
  .max(254, messages.emailInvalid);
export const signUpFormSchema = z.object({
  name: nameSchema,
  email: accountEmailSchema,
  terms: z.boolean().refine((v) => v, messages.acceptTerms),
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Spec 01 §5 OTP: exactly 6 digits. Empty and short have their own messages. */
export const otpCodeSchema = z
  .string()
  .min(1, messages.otpRequired)
  .regex(/^\d*$/, messages.otpSixDigits)
  .length(OTP_LENGTH, messages.otpSixDigits);
export const otpFormSchema = z.object({ code: otpCodeSchema });

/** Profile: name and e-mail are editable, the mobile is not. */
export const profileFormSchema = z.object({ name: nameSchema, email: accountEmailSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Spec 01 §8: minutes until the lock lifts, from user_unlock_at; the default when unknown. */
export function lockoutMinutes(userUnlockAt: string | null | undefined, now: Date, fallback: number): number {
  if (!userUnlockAt) return fallback;
  const ms = new Date(userUnlockAt).getTime() - now.getTime();
  if (!Number.isFinite(ms)) return fallback;
  return Math.max(1, Math.ceil(ms / 60_000));
}
