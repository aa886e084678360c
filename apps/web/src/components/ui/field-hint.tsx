import type { ReactNode } from 'react';

/** A field's hint under its label or control; its id is what the control's aria-describedby names. */
export function FieldHint({ id, hint }: { id?: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-stone-600">
      {hint}
    </p>
  );
}
