import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useErrorsClearWhenFixed } from '@/lib/form-rules';
import { useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { CurrentUser } from '@/lib/session';
import { showApiFieldErrors } from './api-field-errors';
import { contactDefaults, identityItems, type ContactValues } from './identity-items';
import type { KindEnquiryResult } from './use-create-kind-enquiry';

export interface KindEnquiryFormOptions<T extends ContactValues, P> {
  user: CurrentUser & { bin: string };
  resolver: Resolver<T>;
  /** The kind's own fields' starting values (the contact comes from sign-in). */
  defaults: Omit<T, keyof ContactValues>;
  create: UseMutationResult<KindEnquiryResult<{ id: string }>, Error, P>;
  /** The kind's own part of the payload: the contact's fields are added to it. */
  toPayload: (values: T) => Omit<P, keyof ContactValues>;
  /** Where a created enquiry is paid for. */
  checkout: (id: string) => string;
  onDone: () => void;
  /** Server field names the form calls otherwise. */
  rename?: Partial<Record<string, Path<T>>>;
  /** Said when the API answers without the created enquiry (without it, that answer's message is an error). */
  failed?: string;
}

/**
 * A kind's enquiry form: the signed-in contact, validation that clears as fields are fixed, and on submit the
 * request, then its checkout; the API's field errors land on their fields.
 */
export function useKindEnquiryForm<T extends FieldValues & ContactValues, P>(options: KindEnquiryFormOptions<T, P>) {
  const { user, resolver, defaults, create, toPayload, checkout, onDone, rename, failed } = options;
  const navigate = useNavigate();
  const known = contactDefaults(user);
  const form = useForm<T>({ resolver, shouldFocusError: true, defaultValues: { ...known, ...defaults } as DefaultValues<T> });
  useErrorsClearWhenFixed(form);
  const contact = identityItems(form.register, form.formState.errors, known);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { first_name, last_name, mobile_number, email, bin_used } = values;
      const result = await create.mutateAsync({ first_name, last_name, mobile_number, email, bin_used, ...toPayload(values) } as P);
      if (!result.data?.id && failed) {
        toast.error(failed);
        return;
      }
      if (!result.data?.id) throw new Error(result.msg);
      onDone();
      void navigate(checkout(result.data.id));
    } catch (error) {
      showApiFieldErrors(error, form.setError, rename);
    }
  });

  // `frame` is what KindEnquiryForm draws around the kind's own fields.
  return { form, errors: form.formState.errors, frame: { onSubmit, contact, pending: create.isPending } };
}
