import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInSchema, type StaffSignIn } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSignInStaff } from '../api/sign-in';
import { FormSubmit } from './form-submit';
import { PasswordField } from './password-field';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useForm<StaffSignIn>({ resolver: zodResolver(staffSignInSchema), defaultValues: { email: '', password: '' } });
  const signIn = useSignInStaff();
  const submit = form.handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="username" className={inputClass} {...form.register('email')} />
      </FormField>
      <PasswordField label="Password" error={errors.password?.message} autoComplete="current-password" input={form.register('password')} />
      <FormSubmit refusal={signIn.error?.message} busy={signIn.isPending} className="w-full">
        Sign in
      </FormSubmit>
    </form>
  );
}
