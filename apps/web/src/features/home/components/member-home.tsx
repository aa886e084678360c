import { quotaYear } from '@portal/contract';
import type { CurrentUser } from '@/lib/session';
import { BenefitTile } from './benefit-tile';
import { MemberHero, useMemberCard } from './member-hero';
import { NextBooking } from './next-booking';
import { services } from './services';
import { UpcomingBookings } from './upcoming-bookings';
import { UseToday } from './use-today';
import { WalletHoldings } from './wallet-holdings';

/**
 * The member home, a wallet (issue 30): the card's face, the next booking, every kind's allowance (the registry's
 * kinds), the offers and gift cards held, the bookings ahead; a card with no allowances first sees what it can use
 * today. Its own chunk, fetched only once someone is signed in.
 */
export default function MemberHome({ user }: { user: CurrentUser }) {
  const year = quotaYear(new Date());
  const card = useMemberCard(user);
  const noAllowances = card !== undefined && services.every((service) => service.perYear(card) === 0);
  return (
    <>
      <MemberHero user={user} year={year} />
      {noAllowances && <UseToday />}
      <NextBooking />
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
      <WalletHoldings />
      <UpcomingBookings />
    </>
  );
}
