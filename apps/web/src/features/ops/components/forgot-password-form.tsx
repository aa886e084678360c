import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPassword } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useForgotPassword } from '../api/forgot-password';
import { FormSubmit } from './form-submit';

/** "Forgot password?": the account's e-mail; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPassword>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const forgot = useForgotPassword();
  const { errors } = form.formState;
  if (forgot.data) return <p role="status">{forgot.data.msg}</p>;
  return (
    <form
      onSubmit={form.handleSubmit((values) => forgot.mutate(values))}
      noValidate
      aria-label="Reset your password"
      className="flex flex-col gap-4"
    >
      <FormField label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="username" className={inputClass} {...form.register('email')} />
      </FormField>
      <FormSubmit refusal={forgot.error?.message} busy={forgot.isPending} className="w-full">
        E-mail me a link
      </FormSubmit>
    </form>
  );
}
