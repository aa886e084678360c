import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signUpFormSchema, type SignUpForm } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { otpRequestFailure } from './otp-request-failure';

/** New cardholders only: name, e-mail, terms and Sign up (spec 01 §4, §5). */
export function SignUpFields({
  mobile,
  lookupRunning,
  onSignedUp,
  onOtpFailure,
}: {
  mobile: string;
  lookupRunning: boolean;
  onSignedUp: (userId: string) => void;
  onOtpFailure: (message: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<SignUpForm>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', terms: false },
  });
  const signUp = useSignUp();
  const submit = handleSubmit((values) => {
    signUp.mutate(
      { mobile, name: values.name, email: values.email },
      {
        onSuccess: (user) => onSignedUp(user.id),
        // Spec 01 §8: a sign-up error only stops the spinner; a refused code request says why.
        onError: (failure) => {
          if (failure instanceof ApiError && (failure.status === 429 || failure.status === 423 || failure.status === 503))
            onOtpFailure(otpRequestFailure(failure));
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <input className={inputClass} autoComplete="name" {...register('name')} autoFocus />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            id="terms"
            type="checkbox"
            className="mt-1 h-5 w-5"
            {...register('terms')}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
          />
          <label htmlFor="terms" className="text-sm text-stone-800">
            I accept the{' '}
            <a href="/info/terms-and-conditions" target="_blank" rel="noreferrer" className="text-accent underline">
              terms and conditions
            </a>
          </label>
        </div>
        <FieldError id="terms-error" error={errors.terms?.message} />
      </div>
      <Button type="submit" disabled={lookupRunning || !isValid} busy={signUp.isPending}>
        Sign up
      </Button>
    </form>
  );
}
