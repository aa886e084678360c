/**
 * A field's error, on a line kept even while it is empty: an error that appears (a blur on the press of a click
 * elsewhere shows one) never moves what follows it nor re-centres a dialog, so that click still lands where it aimed.
 */
export function FieldError({ id, error, className = '' }: { id?: string; error?: string; className?: string }) {
  return (
    <div className={`min-h-5 ${className}`}>
      {error && (
        <p id={id} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
