import { bookingKinds, bookingTypes } from '@portal/contract';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';

const linkClass = 'inline-flex min-h-11 items-center text-accent underline';

/** Somewhere to go from a dead end: home, every service (from the kind registry) and the cardholder's bookings. */
export function WhereNext() {
  return (
    <nav aria-label="Where to go next" className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="next-services">
        <h2 id="next-services" className="mb-2 text-lg font-semibold text-stone-900">
          Our services
        </h2>
        <ul>
          {bookingTypes.map((type) => (
            <li key={type}>
              <Link className={linkClass} to={bookingKinds[type].paths.landing}>
                {bookingKinds[type].label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="next-bookings">
        <h2 id="next-bookings" className="mb-2 text-lg font-semibold text-stone-900">
          Your bookings
        </h2>
        <ul>
          {bookingTypes.map((type) => (
            <li key={type}>
              <Link className={linkClass} to={bookingKinds[type].paths.list}>
                {bookingKinds[type].listTitle}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="sm:col-span-2">
        <Link to={paths.home} className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-medium text-brand-contrast">
          Go to the home page
        </Link>
      </p>
    </nav>
  );
}
