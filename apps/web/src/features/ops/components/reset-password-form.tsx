import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { FormSubmit } from './form-submit';
import { NewPasswordFields, newPasswordValues, samePasswordTwice } from './new-password-fields';

const formSchema = samePasswordTwice(newPasswordValues);
type ResetPasswordValues = z.infer<typeof formSchema>;

/** The reset link's page: a new password (twice), then sign in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordValues>({ resolver: zodResolver(formSchema), defaultValues: { password: '', repeat: '' } });
  const reset = useResetPassword();
  const { errors } = form.formState;
  if (reset.data)
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{reset.data.msg}</p>
        <Link to={`${paths.ops}/sign-in`} className="underline">
          Sign in
        </Link>
      </div>
    );
  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
      aria-label="Choose a new password"
      className="flex flex-col gap-4"
    >
      <NewPasswordFields register={form.register} errors={errors} />
      <FormSubmit refusal={reset.error?.message} busy={reset.isPending} className="w-full">
        Set new password
      </FormSubmit>
      {reset.error && (
        <Link to={paths.opsForgotPassword} className="underline">
          Ask for a new link
        </Link>
      )}
    </form>
  );
}
