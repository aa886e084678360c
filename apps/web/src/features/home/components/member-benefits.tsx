import type { CurrentUser } from '@/lib/session';
import { BenefitTile } from './benefit-tile';
import { useMemberCard } from './member-hero';
import { services } from './services';
import { UpcomingBookings } from './upcoming-bookings';

/** The member home below the greeting: its own chunk, fetched only once someone is signed in. */
export default function MemberBenefits({ user, year }: { user: CurrentUser; year: number }) {
  const card = useMemberCard(user);
  return (
    <>
      <section aria-labelledby="holdings" className="mb-10">
        <h2 id="holdings" className="mb-4 text-2xl font-bold tracking-tight">Your benefits in {year}</h2>
        <div className="grid gap-5 md:grid-cols-3">
          {services.map((service) => <BenefitTile key={service.key} service={service} card={card} bin={user.bin ?? ''} />)}
        </div>
      </section>
      <UpcomingBookings />
    </>
  );
}
