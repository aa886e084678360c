import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { messages, newStaffPasswordSchema, STAFF_PASSWORD_MIN_LENGTH } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useSetPassword } from '../api/set-password';

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
      <FormField label="New password" hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`} error={errors.password?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...form.register('password')} />
      </FormField>
      <FormField label="New password again" error={errors.repeat?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...form.register('repeat')} />
      </FormField>
      {set.error && (
        <p role="alert" className="text-sm text-red-700">
          {set.error.message}
        </p>
      )}
      <Button type="submit" busy={set.isPending}>
        Set password
      </Button>
    </form>
  );
}
