import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordSchema, STAFF_PASSWORD_MIN_LENGTH } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { FormSubmit } from './form-submit';
import { PasswordField } from './password-field';

const formSchema = changePasswordSchema.and(z.object({ repeat: z.string() })).refine((v) => v.password === v.repeat, {
  path: ['repeat'],
  message: 'The two passwords differ.',
});
type ChangePasswordValues = z.infer<typeof formSchema>;

/** The signed-in console user's password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { current_password: '', password: '', repeat: '' },
  });
  const change = useChangePassword();
  const { errors } = form.formState;
  const fieldError = change.error instanceof ApiError ? change.error.fields?.current_password?.[0] : undefined;
  const submit = form.handleSubmit(({ current_password, password }) =>
    change.mutate({ current_password, password }, { onSuccess: () => form.reset() }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Change your password" className="flex flex-col gap-4">
      {change.data && <p role="status">{change.data.msg}</p>}
      <PasswordField
        label="Current password"
        error={errors.current_password?.message ?? fieldError}
        autoComplete="current-password"
        input={form.register('current_password')}
      />
      <PasswordField
        label="New password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        autoComplete="new-password"
        input={form.register('password')}
      />
      <PasswordField
        label="New password again"
        error={errors.repeat?.message}
        autoComplete="new-password"
        input={form.register('repeat')}
      />
      <FormSubmit refusal={fieldError ? undefined : change.error?.message} busy={change.isPending} className="w-full">
        Change password
      </FormSubmit>
    </form>
  );
}
