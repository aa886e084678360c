import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { addStaffSchema, messages, STAFF_PASSWORD_MIN_LENGTH, type AddStaff } from '@portal/contract';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useAddStaff } from '../api/add-staff';
import { FormSubmit } from './form-submit';
import { PasswordField } from './password-field';

export function AddStaffForm() {
  const form = useForm<AddStaff>({
    resolver: zodResolver(addStaffSchema),
    defaultValues: { email: '', name: '', role: 'concierge', password: '' },
  });
  const add = useAddStaff();
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success(messages.staffAdded);
        form.reset();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields?.email)
          form.setError('email', { message: error.fields.email[0] }, { shouldFocus: true });
      },
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Add a staff account">
      <FormField label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="off" className={inputClass} {...form.register('email')} />
      </FormField>
      <FormField label="Name" error={errors.name?.message}>
        <input type="text" className={inputClass} {...form.register('name')} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <select className={inputClass} {...form.register('role')}>
          <option value="concierge">Concierge</option>
          <option value="admin">Admin</option>
        </select>
      </FormField>
      <PasswordField
        label="Password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters; tell it to them in person.`}
        error={errors.password?.message}
        autoComplete="new-password"
        input={form.register('password')}
      />
      <FormSubmit
        refusal={add.error instanceof ApiError && add.error.fields?.email ? undefined : add.error?.message}
        busy={add.isPending}
        cellClassName="sm:col-span-2"
      >
        Add staff account
      </FormSubmit>
    </form>
  );
}
