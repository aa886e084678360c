import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffSignInSchema, type StaffSignIn } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useSignInStaff } from '../api/sign-in';

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
      <FormField label="Password" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" className={inputClass} {...form.register('password')} />
      </FormField>
      {signIn.error && (
        <p role="alert" className="text-sm text-red-700">
          {signIn.error.message}
        </p>
      )}
      <Button type="submit" busy={signIn.isPending}>
        Sign in
      </Button>
    </form>
  );
}
