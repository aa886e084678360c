import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { messages } from '@portal/contract';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useSetPassword } from '../api/set-password';
import { FormSubmit } from './form-submit';
import { NewPasswordFields, newPasswordValues, samePasswordTwice } from './new-password-fields';

const formSchema = samePasswordTwice(newPasswordValues);
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
      <NewPasswordFields register={form.register} errors={errors} />
      <FormSubmit refusal={set.error?.message} busy={set.isPending} className="w-full">
        Set password
      </FormSubmit>
    </form>
  );
}
