import { useEffect, type ReactNode } from 'react';

/** Sets the document title (with the programme name) and gives the page its one h1. */
export function Page({
  title,
  heading,
  children,
  className = '',
}: {
  title: string;
  heading?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  useEffect(() => {
    document.title = `${title} | Privileges`;
  }, [title]);
  return (
    <div className={`mx-auto w-full max-w-6xl px-4 py-8 ${className}`}>
      {heading !== null && <h1 className="mb-6 text-3xl font-semibold text-stone-900">{heading ?? title}</h1>}
      {children}
    </div>
  );
}
