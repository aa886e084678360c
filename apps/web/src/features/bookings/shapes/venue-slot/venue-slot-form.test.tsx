import {
  addDays,
  displayDate,
  firstTurfDate,
  messages,
  toDayMonthYear,
  turfRules,
  turfWords,
  venueSlotShape,
  type TurfVenue,
  type VenueSlotFacts,
} from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { stubFetch, validationError } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { VenueSlotForm } from './venue-slot-form';

const venues: TurfVenue[] = [
  {
    id: 'TF-MUM-01',
    name: 'Kick Off Arena',
    city: 'Mumbai',
    address: 'Andheri West',
    sports: ['football', 'box_cricket'],
    first_hour: 6,
    last_hour: 22,
  },
  { id: 'TF-DEL-01', name: 'Capital Courts', city: 'Delhi', address: 'Saket', sports: ['pickleball'], first_hour: 7, last_hour: 21 },
];
// The rules as the booking dialog builds them from the kind's facts.
const rules = venueSlotShape(turfRules as VenueSlotFacts);
const user = { full_name: 'Asha Rao', name: 'Asha Rao', mobile: '9811100001', email: 'asha@example.in', bin: '41000001' } as CurrentUser & {
  bin: string;
};

describe('the turf request form', () => {
  it('offers the venues of the chosen city, their sports and hours, and sends the slot in the spec format', async () => {
    const api = stubFetch({
      'POST /api/booking/turf_enquiries': validationError({ players: ['Too many players for this turf.'] }),
    });
    const { user: person } = renderWithProviders(
      <VenueSlotForm type="TurfEnquiry" words={turfWords} rules={rules} user={user} venues={venues} onDone={vi.fn()} />,
    );
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));
    expect(await screen.findByText(messages.turfVenueRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Turf')).toHaveAccessibleDescription(expect.stringContaining(messages.turfVenueRequired));

    await person.selectOptions(screen.getByLabelText('City'), 'Delhi');
    expect(screen.queryAllByRole('option', { name: 'Kick Off Arena' })).toHaveLength(0);
    await person.selectOptions(screen.getByLabelText('Turf'), 'TF-DEL-01');
    expect(screen.getByRole('option', { name: 'Pickleball' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Football' })).toBeNull();
    await person.selectOptions(screen.getByLabelText('Sport'), 'pickleball');
    expect(screen.getByRole('option', { name: '7:00 AM to 8:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '9:00 PM to 10:00 PM' })).toBeInTheDocument();
    await person.selectOptions(screen.getByLabelText('Hour slot'), '9');
    // The first day offered says why it is not today.
    expect(rules.facts.advanceDays).toBe(1);
    expect(screen.getByLabelText('Booking date')).toHaveAccessibleDescription(
      expect.stringContaining(
        `Bookings open from ${displayDate(firstTurfDate(new Date()))}: a request needs 1 clear day so the venue can confirm it.`,
      ),
    );
    const day = addDays(firstTurfDate(new Date()), 3);
    await person.type(screen.getByLabelText('Booking date'), toDayMonthYear(day));
    await person.type(screen.getByLabelText('Players'), '4');
    await person.click(screen.getByLabelText(/I accept the/));
    await person.click(screen.getByRole('button', { name: 'Send booking request' }));

    expect(await screen.findByText('Too many players for this turf.')).toBeInTheDocument();
    expect(screen.getByLabelText('Players')).toHaveAccessibleDescription(expect.stringContaining('Too many players for this turf.'));
    const [sent] = api.requests('POST /api/booking/turf_enquiries');
    expect(sent?.body).toMatchObject({
      turf_venue_id: 'TF-DEL-01',
      sport: 'pickleball',
      players: 4,
      bin_used: '41000001',
      agree_terms: true,
      first_name: 'Asha',
      last_name: 'Rao',
    });
    expect((sent?.body as { booking_date_time: string }).booking_date_time).toMatch(/ 9:00:00 am$/);
  });
});
