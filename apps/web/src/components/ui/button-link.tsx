import { Link, type LinkProps } from '@/lib/router';

/** A link in the primary button's colours: it goes to a page (book, pay, home) rather than doing something there. */
export function ButtonLink({ className = '', ...link }: LinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast ${className}`.trim()}
      {...link}
    />
  );
}
