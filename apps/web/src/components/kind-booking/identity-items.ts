import { splitFullName } from '@portal/contract';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { IdentityItem } from '@/components/ui/identity-block';
import type { CurrentUser } from '@/lib/session';

export interface ContactValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
}

const labels: Record<keyof ContactValues, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  mobile_number: 'Mobile number',
  email: 'Email',
  bin_used: 'Card (first 8 digits)',
};

/** The signed-in user's contact as form defaults. */
export function contactDefaults(user: CurrentUser & { bin: string }): ContactValues {
  const names = splitFullName(user.full_name ?? user.name);
  return {
    first_name: names.first_name,
    last_name: names.last_name,
    mobile_number: user.mobile ?? '',
    email: user.email ?? '',
    bin_used: user.bin,
  };
}

/** What sign-in knows is locked in the identity block; a detail it lacks stays a field to fill. */
export function identityItems<T extends FieldValues & ContactValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  known: ContactValues,
) {
  const items = (Object.keys(labels) as (keyof ContactValues)[]).map(
    (field) =>
      ({
        field,
        label: labels[field],
        input: register(field as Path<T>),
        error: errors[field]?.message as string | undefined,
      }) satisfies IdentityItem & { field: keyof ContactValues },
  );
  return { locked: items.filter((i) => known[i.field]), open: items.filter((i) => !known[i.field]) };
}
