import { Link } from '@/lib/router';

export interface ServiceCardProps { title: string; text: string; to: string; fee: string; cta: string }

export function ServiceCard({ title, text, to, fee, cta }: ServiceCardProps) {
  return (
    <article className="flex flex-col rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="mb-2 text-xl font-semibold">{title}</h3>
      <p className="mb-4 flex-1 text-stone-700">{text}</p>
      <p className="mb-4 text-sm text-stone-600">{fee}</p>
      <Link to={to} className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast hover:opacity-90">
        {cta}
      </Link>
    </article>
  );
}
