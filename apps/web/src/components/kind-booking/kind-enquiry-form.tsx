import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { identityItems } from './identity-items';
import { KindContactFields } from './kind-contact-fields';
import { TermsCheckbox } from './terms-checkbox';

export interface KindEnquiryFormProps {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  contact: ReturnType<typeof identityItems>;
  pending: boolean;
  /** The submit button's words. */
  submit: string;
  /** The portal's terms checkbox, last before the button (a kind with its own terms draws them among its fields). */
  terms?: { input: UseFormRegisterReturn; error?: string };
  /** The kind's own fields. */
  children: ReactNode;
}

/** A kind's enquiry form: the signed-in contact, the kind's fields, the terms and the submit button. */
export function KindEnquiryForm({ onSubmit, contact, pending, submit, terms, children }: KindEnquiryFormProps) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <KindContactFields {...contact} />
      {children}
      {terms && <TermsCheckbox {...terms} className="sm:col-span-2" />}
      <Button type="submit" busy={pending} className="sm:col-span-2">
        {submit}
      </Button>
    </form>
  );
}
