import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { messages, type ContactPreferences } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { useSaveContactPreferences } from '../api/save-contact-preferences';

/** How the programme may contact the cardholder beyond what a booking needs. */
export function ContactPreferencesForm({ preferences }: { preferences: ContactPreferences }) {
  const {
    register,
    handleSubmit,
    formState: { isDirty },
    reset,
  } = useForm<ContactPreferences>({ defaultValues: preferences });
  const save = useSaveContactPreferences();
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(saved);
        toast.success(messages.preferencesSaved);
      },
      onError: () => toast.error(messages.somethingWentWrong),
    }),
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm text-stone-700">Send me offers and programme news by:</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...register('sms')} /> SMS
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-5 w-5" {...register('email')} /> E-mail
        </label>
      </fieldset>
      <p className="text-xs text-stone-600">Codes and booking confirmations are always sent.</p>
      <Button type="submit" className="self-start" busy={save.isPending} disabled={!isDirty}>
        Save preferences
      </Button>
    </form>
  );
}
