import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { otpFormSchema } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { OtpInput } from '@/components/ui/otp-input';

/** The second step of a redeem or a claim: the code sent to the cardholder's mobile, or a new one. */
export function OtpConfirmForm({
  notice,
  failure,
  busy,
  resending,
  submitLabel,
  onConfirm,
  onResend,
}: {
  notice: string;
  failure?: string;
  busy: boolean;
  resending: boolean;
  submitLabel: string;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(otpFormSchema), defaultValues: { code: '' } });
  return (
    <form onSubmit={handleSubmit(({ code }) => onConfirm(code))} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-stone-800">{notice}</p>
      <OtpInput input={register('code')} error={errors.code?.message} />
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onResend} busy={resending}>
        Send a new code
      </Button>
    </form>
  );
}
