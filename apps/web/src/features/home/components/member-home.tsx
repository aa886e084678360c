import { quotaYear } from '@portal/contract';
import type { CurrentUser } from '@/lib/session';
import { BenefitTile } from './benefit-tile';
import { MemberHero, useMemberCard } from './member-hero';
import { services } from './services';
import { UpcomingBookings } from './upcoming-bookings';

/** The member home: its own chunk, fetched only once someone is signed in. */
export default function MemberHome({ user }: { user: CurrentUser }) {
  const year = quotaYear(new Date());
  const card = useMemberCard(user);
  return (
    <>
      <MemberHero user={user} year={year} />
      <section aria-labelledby="holdings" className="mb-10">
        <h2 id="holdings" className="mb-4 text-2xl font-bold tracking-tight">
          Your benefits in {year}
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          {services.map((service) => (
            <BenefitTile key={service.key} service={service} card={card} bin={user.bin ?? ''} />
          ))}
        </div>
      </section>
      <UpcomingBookings />
    </>
  );
}
