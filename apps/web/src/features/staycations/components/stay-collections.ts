import { addDays, istDate } from '@portal/contract';
import type { Collection } from '@/components/rewards/collection-strip';
import { roomsToParam } from './stay-query';

/** This weekend: the coming Saturday night (today when it is Saturday), for one night, two adults. */
export function thisWeekend(now = new Date()) {
  const today = istDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const saturday = addDays(today, (6 - weekday + 7) % 7);
  return { check_in: saturday, check_out: addDays(saturday, 1) };
}

const to = (id: string, name: string, stay: { check_in: string; check_out: string }) =>
  `/staycations?${new URLSearchParams({
    destination_id: id,
    destination: name,
    ...stay,
    rooms: roomsToParam([{ adults: 2, children: 0, children_ages: [] }]),
  }).toString()}`;

/** The staycations page's curated collections: each runs its search (destination, dates, two adults). */
export function stayCollections(now = new Date()): Collection[] {
  const weekend = thisWeekend(now);
  const later = { check_in: addDays(weekend.check_in, 14), check_out: addDays(weekend.check_in, 16) };
  return [
    {
      title: 'This weekend in Goa',
      blurb: 'Beach villas, one night away',
      to: to('goa', 'Goa', weekend),
      image: '/images/listings/hotel-goa-sands-800.webp',
    },
    {
      title: 'Palaces of Rajasthan',
      blurb: 'Havelis on Lake Pichola',
      to: to('udaipur', 'Udaipur', later),
      image: '/images/listings/hotel-udr-lakepalace-800.webp',
    },
    {
      title: 'Into the tea hills',
      blurb: 'Misty valleys in Munnar',
      to: to('munnar', 'Munnar', later),
      image: '/images/listings/hotel-mnr-tea-800.webp',
    },
    {
      title: 'Wild weekends',
      blurb: 'Jungle lodges at Jim Corbett',
      to: to('corbett', 'Jim Corbett', weekend),
      image: '/images/listings/hotel-cbt-wild-800.webp',
    },
  ];
}
