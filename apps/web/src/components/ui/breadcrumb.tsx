import { ChevronDown } from 'lucide-react';
import { Link } from '@/lib/router';

export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-stone-700">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 && <ChevronDown aria-hidden="true" className="size-4 -rotate-90 text-stone-500" />}
            {item.to ? (
              <Link className="text-accent underline" to={item.to}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
