import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { expeditionEnquirySchema, messages, type ExpeditionEnquiry } from '@portal/contract';
import { showApiFieldErrors } from '@/components/kind-booking/api-field-errors';
import { Button } from '@/components/ui/button';
import { FormField, inputClass } from '@/components/ui/form-field';
import { formatIstDate } from '@/lib/format-ist';
import { Link } from '@/lib/router';
import type { CurrentUser } from '@/lib/session';
import { useCreateExpeditionEnquiry } from '../api/create-expedition-enquiry';
import type { ExpeditionDetails } from '../api/get-expedition';

/** The enquiry (the contract's schema on react-hook-form); on success, the concierge's promise to call. */
export default function ExpeditionEnquiryForm({ expedition, user }: { expedition: ExpeditionDetails; user: CurrentUser }) {
  const create = useCreateExpeditionEnquiry();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExpeditionEnquiry>({
    resolver: zodResolver(expeditionEnquirySchema),
    defaultValues: {
      expedition_id: expedition.id,
      departure: expedition.departures[0] ?? '',
      travellers: 2,
      name: user.full_name || user.name || '',
      email: user.email ?? '',
      mobile: user.mobile ?? '',
      message: '',
    },
  });

  if (create.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-md bg-green-50 p-4 text-green-950">
        <p className="font-semibold">Enquiry sent (reference {create.data.data.reference})</p>
        <p>{create.data.msg || messages.expeditionEnquiryReceived}</p>
        <Link to="/expeditions" className="underline">
          Explore more expeditions
        </Link>
      </div>
    );
  }

  const submit = handleSubmit((enquiry) => {
    create.mutate(
      { ...enquiry, message: enquiry.message?.trim() || undefined },
      { onError: (error) => showApiFieldErrors(error, setError) },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormField label="Departure" error={errors.departure?.message}>
        <select className={inputClass} {...register('departure')}>
          {expedition.departures.map((d) => (
            <option key={d} value={d}>
              {formatIstDate(d)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Travellers" error={errors.travellers && 'Choose from 1 to 12 travellers.'} hint="From 1 to 12">
        <input type="number" min={1} max={12} className={inputClass} {...register('travellers', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Name" error={errors.name && messages.nameRequired}>
        <input className={inputClass} autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message && messages.emailInvalid}>
        <input type="email" className={inputClass} autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Mobile number" error={errors.mobile?.message && messages.mobileInvalid} hint="10 digits">
        <input inputMode="numeric" maxLength={10} className={inputClass} autoComplete="tel-national" {...register('mobile')} />
      </FormField>
      <FormField label="Anything we should know (optional)" error={errors.message?.message}>
        <textarea rows={3} className={inputClass} {...register('message')} />
      </FormField>
      <Button type="submit" busy={create.isPending}>
        Send enquiry
      </Button>
    </form>
  );
}
