import { FormField, inputClass } from '@/components/ui/form-field';
import { IdentityBlock } from '@/components/ui/identity-block';
import type { identityItems } from './identity-items';

/** The form's first rows: what sign-in knows, locked in the identity block, then a field for each detail it lacks. */
export function KindContactFields({ locked, open }: ReturnType<typeof identityItems>) {
  return (
    <>
      <IdentityBlock items={locked} className="sm:col-span-2" />
      {open.map((item) => (
        <FormField key={item.field} label={item.label} error={item.error}>
          <input className={inputClass} {...item.input} />
        </FormField>
      ))}
    </>
  );
}
