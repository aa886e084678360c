import { BedDouble, Compass, Gift, Tag, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';

const today: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  { to: paths.offers, title: 'Offers', text: 'Discounts at partner brands, redeemed in a minute.', icon: Tag },
  { to: paths.tours, title: 'Tours and activities', text: 'Experiences in your city at member prices.', icon: Compass },
  {
    to: paths.staycations,
    title: 'Luxury staycations',
    text: 'Hotel stays at member rates, many with free cancellation.',
    icon: BedDouble,
  },
  { to: paths.wallet, title: 'Gift cards', text: 'Gift cards of popular brands, issued at once.', icon: Gift },
];

/** For a card whose allowances are all nil: what it can still use today (offers and rewards are open to every card). */
export function UseToday() {
  return (
    <section aria-labelledby="use-today" className="mb-10">
      <h2 id="use-today" className="mb-4 text-2xl font-bold tracking-tight">
        What you can use today
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-4">
        {today.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand"
            >
              <Icon aria-hidden="true" className="size-6 text-brand" />
              <span className="text-lg font-bold">{title}</span>
              <span className="text-sm text-stone-700">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
