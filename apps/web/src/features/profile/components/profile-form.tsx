import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { messages, profileFormSchema, type ProfileForm as ProfileValues, type UserDetails } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { formatLastLogin } from '@/lib/format';
import { useUpdateUser } from '../api/update-user';

/** Name and e-mail editable and validated; the mobile is shown but cannot change. */
export function ProfileForm({ user }: { user: UserDetails }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.full_name, email: user.email ?? '' },
    shouldFocusError: true,
  });
  const update = useUpdateUser();
  const submit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        toast.success(saved.pending_email ? messages.emailVerificationSent(saved.pending_email) : messages.profileSaved),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : messages.somethingWentWrong),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <input className={inputClass} autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
      </FormField>
      {user.pending_email && (
        <p role="status" className="text-sm text-stone-700">
          {messages.emailAwaitingVerification(user.pending_email)}
        </p>
      )}
      <FormField label="Mobile number" hint="Your mobile number is how you log in, so it cannot be changed here.">
        <input className={inputClass} value={`+${user.calling_code} ${user.mobile_number}`} readOnly />
      </FormField>
      {user.last_login.time && (
        <p className="text-sm text-stone-700">
          {messages.lastLogin}: {formatLastLogin(user.last_login.time)}
        </p>
      )}
      <Button type="submit" className="self-start" busy={update.isPending} disabled={!isDirty}>
        Save changes
      </Button>
    </form>
  );
}
