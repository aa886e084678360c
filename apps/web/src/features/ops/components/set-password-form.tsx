import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, newStaffPasswordSchema, STAFF_PASSWORD_MIN_LENGTH } from '@portal/contract';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useSetPassword } from '../api/set-password';
import { FormSubmit } from './form-submit';
import { PasswordField } from './password-field';

const formSchema = z
  .object({ password: newStaffPasswordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'The two passwords differ.' });
type SetPasswordForm = z.infer<typeof formSchema>;

/** The invitation's last step: choose a password (twice), then sign in with it. */
export function SetPasswordForm({ token }: { token: string }) {
  const form = useForm<SetPasswordForm>({ resolver: zodResolver(formSchema), defaultValues: { password: '', repeat: '' } });
  const set = useSetPassword();
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ password }) => set.mutate({ token, password }));
  if (set.data)
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{messages.passwordSet}</p>
        <Link to={`${paths.ops}/sign-in`} className="underline">
          Sign in as {set.data.email}
        </Link>
      </div>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Set your password" className="flex flex-col gap-4">
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
      <FormSubmit refusal={set.error?.message} busy={set.isPending} className="w-full">
        Set password
      </FormSubmit>
    </form>
  );
}
