import { bookingKinds, bookingTypes } from '@portal/contract';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';

const linkClass = 'inline-flex min-h-11 items-center text-accent underline';

type Kind = (typeof bookingKinds)[keyof typeof bookingKinds];
/** A link a service in each: to its landing, and to the cardholder's bookings of it. */
const sections = [
  { id: 'next-services', heading: 'Our services', to: (kind: Kind) => kind.paths.landing, text: (kind: Kind) => kind.label },
  { id: 'next-bookings', heading: 'Your bookings', to: (kind: Kind) => kind.paths.list, text: (kind: Kind) => kind.listTitle },
];

/** Somewhere to go from a dead end: home, every service (from the kind registry) and the cardholder's bookings. */
export function WhereNext() {
  return (
    <nav aria-label="Where to go next" className="grid gap-6 sm:grid-cols-2">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="mb-2 text-lg font-semibold text-stone-900">
            {section.heading}
          </h2>
          <ul>
            {bookingTypes.map((type) => (
              <li key={type}>
                <Link className={linkClass} to={section.to(bookingKinds[type])}>
                  {section.text(bookingKinds[type])}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="sm:col-span-2">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
      </p>
    </nav>
  );
}
