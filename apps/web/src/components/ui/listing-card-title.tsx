import type { ReactNode } from 'react';
import { Link } from '@/lib/router';

/** A listing card's name (an expedition, a hotel, a tour): the link to its page. */
export function ListingCardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="text-lg font-semibold">
      <Link to={to} className="text-stone-900 underline-offset-2 hover:underline">
        {children}
      </Link>
    </h3>
  );
}
