import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';

export interface NamedRecordSelectProps {
  /** What is chosen ('Merchant'): the label, and the placeholder's 'Select a merchant'. */
  label: string;
  /** The console's records to choose from, once loaded (none while they load). */
  records: readonly { id: string; name: string }[] | undefined;
  input: UseFormRegisterReturn;
  error?: string;
}

/** A choice of one of the console's named records (a merchant, a category): shown by name, sent by id. */
export function NamedRecordSelect({ label, records = [], input, error }: NamedRecordSelectProps) {
  return (
    <SelectField
      label={label}
      placeholder={`Select a ${label.toLowerCase()}`}
      input={input}
      options={records.map((record) => ({ value: record.id, label: record.name }))}
      error={error}
    />
  );
}
