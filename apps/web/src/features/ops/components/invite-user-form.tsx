import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { merchantUserCreateSchema } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useInviteMerchantUser, type MerchantUserInvite } from '../api/invite-merchant-user';
import { FormSubmit } from './form-submit';

/** Another user for an existing merchant: invited by e-mail to set a password. */
export function InviteUserForm({ merchant }: { merchant: { id: string; name: string } }) {
  const form = useForm<MerchantUserInvite>({ resolver: zodResolver(merchantUserCreateSchema), defaultValues: { mobile: '', email: '' } });
  const invite = useInviteMerchantUser();
  const { errors } = form.formState;
  const submit = form.handleSubmit((user) =>
    invite.mutate(
      { merchantId: merchant.id, user },
      {
        onSuccess: (sent) => {
          toast.success(sent.msg);
          form.reset();
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Invite a user to ${merchant.name}`} className="mt-3 flex flex-col gap-3">
      <FormField label="Mobile number" error={errors.mobile && 'Enter a valid 10 digit mobile number.'}>
        <input type="tel" inputMode="numeric" autoComplete="off" className={inputClass} {...form.register('mobile')} />
      </FormField>
      <FormField label="E-mail" error={errors.email && 'Enter a valid e-mail address.'}>
        <input type="email" autoComplete="off" className={inputClass} {...form.register('email')} />
      </FormField>
      <FormSubmit
        refusal={
          invite.error instanceof ApiError && invite.error.fields ? Object.values(invite.error.fields).flat()[0] : invite.error?.message
        }
        variant="secondary"
        busy={invite.isPending}
      >
        Send invitation
      </FormSubmit>
    </form>
  );
}
