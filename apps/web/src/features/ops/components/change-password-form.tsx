import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordSchema } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';
import { FormSubmit } from './form-submit';
import { NewPasswordFields, samePasswordTwice } from './new-password-fields';
import { PasswordField } from './password-field';

const formSchema = samePasswordTwice(changePasswordSchema.and(z.object({ repeat: z.string() })));
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
      <NewPasswordFields register={form.register} errors={errors} />
      <FormSubmit refusal={fieldError ? undefined : change.error?.message} busy={change.isPending} className="w-full">
        Change password
      </FormSubmit>
    </form>
  );
}
