import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messages } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Puts the API's `error.fields` on their fields (renaming server names the form splits or calls otherwise), then says what failed. */
export function showApiFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: Partial<Record<string, Path<T>>> = {},
) {
  if (!(error instanceof ApiError)) throw error;
  for (const [field, list] of Object.entries(error.fields ?? {})) {
    const name = rename[field] ?? (field as Path<T>);
    if (list[0]) setError(name, { message: list[0] }, { shouldFocus: true });
  }
  toast.error(error.message || messages.somethingWentWrong);
}
