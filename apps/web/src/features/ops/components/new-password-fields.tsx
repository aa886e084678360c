import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { newStaffPasswordSchema, STAFF_PASSWORD_MIN_LENGTH } from '@portal/contract';
import { PasswordField } from './password-field';

export const newPasswordValues = z.object({ password: newStaffPasswordSchema, repeat: z.string() });
type NewPasswordValues = z.infer<typeof newPasswordValues>;

/** The same password typed twice, checked in the browser before a link or a session is spent on it. */
export const samePasswordTwice = <S extends z.ZodType<NewPasswordValues>>(schema: S): S =>
  schema.refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The two passwords differ.' });

/** The new password and its repetition: one pair for setting, resetting and changing a console password. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <PasswordField
        label="New password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        autoComplete="new-password"
        input={field('password')}
      />
      <PasswordField label="New password again" error={errors.repeat?.message} autoComplete="new-password" input={field('repeat')} />
    </>
  );
}
