import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingKinds, messages, t20Rules, t20Words, turfRules, turfWords, type BookingsCount, type BookingType } from '@portal/contract';
import type { CurrentUser } from '@/lib/session';
import { storage } from '@/lib/storage';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { BookingRequestDialog } from '@/features/airport-concierge/components/booking-request-dialog';
import { TransferDialog } from '@/features/airport-transfers/components/transfer-dialog';
import { FixtureTicketsBookingDialog } from '@/features/bookings/shapes/fixture-tickets/fixture-tickets-booking-dialog';
import { VenueSlotBookingDialog } from '@/features/bookings/shapes/venue-slot/venue-slot-booking-dialog';
import { GolfBookingDialog } from '@/features/golf/components/golf-booking-dialog';

// The situation issue 30 found: ten a year, none used, one request sent and not yet paid (it holds its unit).
const counts: BookingsCount = { eligibility_count: 10, availed: 0, pending: 9 };
const user = {
  id: 'u1',
  name: 'Asha Rao',
  full_name: 'Asha Rao',
  mobile: '9811100001',
  email: 'asha@example.in',
  bin: '41000001',
} as CurrentUser & {
  bin: string;
};
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString();
const catalogues = {
  'GET /api/booking/golf_course_lists': reply(200, {
    data: [
      { attributes: { gc_name: 'Bombay Presidency', external_id: 'GC-1', city: 'Mumbai', session_types: ['play'], closed_until: null } },
    ],
  }),
  [`GET /api${bookingKinds.TurfEnquiry.catalogue}`]: reply(200, {
    data: [
      { id: 'TF-MUM-01', name: 'Kick Off Arena', city: 'Mumbai', address: 'Andheri', sports: ['football'], first_hour: 6, last_hour: 22 },
    ],
  }),
  [`GET /api${bookingKinds.T20Enquiry.catalogue}`]: reply(200, {
    data: [
      {
        id: 'MI-CSK',
        home_team: 'Mumbai',
        away_team: 'Chennai',
        stadium: 'Wankhede',
        city: 'Mumbai',
        starts_at: inAMonth,
        stands: ['North'],
      },
    ],
  }),
  'POST /api/booking/airport_transfers/check_bin': reply(200, { status: 'success', bookings_count: counts }),
};

const dialogs: [BookingType, string, string, ReactElement][] = [
  [
    'GolfEnquiry',
    'Book a Golf Game',
    'Send booking request',
    <GolfBookingDialog booking={{ bookingType: 'play', user, counts }} onClose={vi.fn()} />,
  ],
  [
    'AirportVipPrivilege',
    'Airport Concierge Service',
    'Send booking request',
    <BookingRequestDialog
      open
      onClose={vi.fn()}
      counts={counts}
      guestsBooked={0}
      user={user}
      bin={user.bin}
      airports={[]}
      onBooked={vi.fn()}
    />,
  ],
  // Spec 02 §2 names this kind's button: it says the fee it takes.
  ['AirportTransfer', 'Airport Transfers', messages.transferSubmit, <TransferDialog bin={user.bin} airports={[]} onClose={vi.fn()} />],
  [
    'TurfEnquiry',
    'Book a sports turf',
    'Send booking request',
    <VenueSlotBookingDialog booking={{ user, counts }} onClose={vi.fn()} type="TurfEnquiry" words={turfWords} facts={turfRules} />,
  ],
  [
    'T20Enquiry',
    'Request T20 tickets',
    'Send booking request',
    <FixtureTicketsBookingDialog booking={{ user, counts }} onClose={vi.fn()} type="T20Enquiry" words={t20Words} facts={t20Rules} />,
  ],
];

afterEach(() => storage.clearAll());

describe('one booking pattern (issue 30)', () => {
  it('covers every kind of the registry', () => {
    expect(dialogs.map(([type]) => type).sort()).toEqual(Object.keys(bookingKinds).sort());
  });

  it.each(dialogs)(
    '%s: the one title, what is booked, a quota box whose figures add up, and the submit wording',
    { timeout: 15_000 },
    async (_type, what, submit, ui) => {
      storage.set('token', 'token-1');
      stubFetch(catalogues);
      renderWithProviders(ui);
      const dialog = await screen.findByRole('dialog', { name: 'Send booking request' }, { timeout: 5000 });
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(what));

      const quota = await within(dialog).findByRole('region', { name: /this year$/ });
      const figure = (term: string) => Number(/^\d+/.exec(within(quota).getByText(term).nextElementSibling?.textContent ?? '')?.[0]);
      expect([figure('Eligibility'), figure('Usage'), figure('Remaining')]).toEqual([10, 0, 9]);
      // The unpaid request's unit is said, so usage + held + remaining is the eligibility.
      expect(within(quota).getByText(messages.quotaHeldAwaitingPayment(1))).toBeInTheDocument();

      expect(await within(dialog).findByRole('button', { name: submit }, { timeout: 5000 })).toBeInTheDocument();
    },
  );

  it('keeps the spec words for golf, concierge and transfers', async () => {
    storage.set('token', 'token-1');
    stubFetch(catalogues);
    renderWithProviders(dialogs[0]![3]);
    const quota = await screen.findByRole('region', { name: 'Your golf sessions this year' }, { timeout: 5000 });
    expect(within(quota).getAllByText(messages.freeSessions(10))).toHaveLength(1);
    expect(within(quota).getByText(messages.sessionsUtilized(0))).toBeInTheDocument();
    expect(within(quota).getByText(messages.freeSessions(9))).toBeInTheDocument();
  });

  // Transfers are left out: the spec gives their card its own field, with 'Invalid Bin' beside it (spec 02 §2).
  it.each(dialogs.filter(([type]) => type !== 'AirportTransfer'))(
    '%s: the details sign-in knows, locked in one block, with the same labels in the same order',
    { timeout: 15_000 },
    async (_type, _what, _submit, ui) => {
      storage.set('token', 'token-1');
      stubFetch(catalogues);
      renderWithProviders(ui);
      const dialog = await screen.findByRole('dialog', { name: 'Send booking request' }, { timeout: 5000 });
      const known = await within(dialog).findByRole('group', { name: 'Your details' });
      const fields = within(known).getAllByRole('textbox');
      expect(fields.map((field) => (field as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
        'First name',
        'Last name',
        'Mobile number',
        'Email',
        'Card (first 8 digits)',
      ]);
      for (const field of fields) expect(field).toHaveAttribute('readonly');
    },
  );

  it(
    'locks what sign-in knows and leaves a field for what it lacks, in the transfer form as in the others',
    { timeout: 15_000 },
    async () => {
      storage.set('token', 'token-1');
      storage.set('currentUser', { id: 'u1', name: 'Asha Rao', full_name: 'Asha Rao', mobile: '9811100001', bin: user.bin });
      stubFetch(catalogues);
      renderWithProviders(<TransferDialog bin={user.bin} airports={[]} onClose={vi.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Send booking request' }, { timeout: 5000 });
      const known = await within(dialog).findByRole('group', { name: 'Your details' });
      for (const label of ['First name', 'Last name', 'Mobile number'])
        expect(within(known).getByLabelText(label)).toHaveAttribute('readonly');
      // The profile has no e-mail: it is a field to fill, outside the locked block.
      expect(within(known).queryByLabelText('Email')).toBeNull();
      expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('readonly');
    },
  );
});
