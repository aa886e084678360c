import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { merchantWithUserSchema } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateMerchantWithUser, type MerchantWithUser } from '../api/create-merchant';
import { FormSubmit } from './form-submit';

type MerchantFormInput = z.input<typeof merchantWithUserSchema>;

const help = {
  name: "Enter the merchant's name.",
  title: 'Enter a short title, e.g. "20% off at every outlet".',
  logo: 'Enter the address of the logo image.',
  description: 'Keep the description under 2,000 characters.',
  mobile: 'Enter a valid 10 digit mobile number.',
  email: 'Enter a valid e-mail address.',
};

/** A new merchant with its first user, who gets an e-mail to set a password (POST /merchants/create_with_user). */
export function MerchantForm() {
  const form = useForm<MerchantFormInput, unknown, MerchantWithUser>({
    resolver: zodResolver(merchantWithUserSchema),
    defaultValues: { name: '', title: '', logo: '', description: '', outlets: [], user: { mobile: '', email: '' } },
  });
  const create = useCreateMerchantWithUser();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        // The server says what it did: the merchant made and whom it e-mailed the invitation.
        toast.success(created.msg);
        form.reset();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined;
        for (const field of ['user.email', 'user.mobile', 'name'] as const)
          if (fields?.[field]?.[0]) form.setError(field, { type: 'server', message: fields[field][0] }, { shouldFocus: true });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add merchant" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField label="Merchant name" error={errors.name && (errors.name.type === 'server' ? errors.name.message : help.name)}>
        <input type="text" className={inputClass} {...form.register('name')} />
      </FormField>
      <FormField label="Title" error={errors.title && help.title}>
        <input type="text" className={inputClass} {...form.register('title')} />
      </FormField>
      <FormField label="Logo address (optional)" error={errors.logo && help.logo}>
        <input type="url" className={inputClass} {...form.register('logo')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description && help.description}>
        <textarea rows={2} className={inputClass} {...form.register('description')} />
      </FormField>
      <fieldset className="grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">First user (invited by e-mail)</legend>
        <FormField
          label="User's mobile number"
          error={errors.user?.mobile && (errors.user.mobile.type === 'server' ? errors.user.mobile.message : help.mobile)}
        >
          <input type="tel" inputMode="numeric" autoComplete="off" className={inputClass} {...form.register('user.mobile')} />
        </FormField>
        <FormField
          label="User's e-mail"
          error={errors.user?.email && (errors.user.email.type === 'server' ? errors.user.email.message : help.email)}
        >
          <input type="email" autoComplete="off" className={inputClass} {...form.register('user.email')} />
        </FormField>
      </fieldset>
      <FormSubmit
        refusal={create.error instanceof ApiError && create.error.fields ? undefined : create.error?.message}
        busy={create.isPending}
        cellClassName="sm:col-span-2"
      >
        Add merchant and invite user
      </FormSubmit>
    </form>
  );
}
