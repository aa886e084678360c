import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { bookingDetail, inHours, queueItem } from '../test-fixtures';
import { BookingSections } from './booking-sections';
import { QueueList } from './queue-list';

/** The Request section's rows as the staff read them: label → value. */
function requestRows() {
  const section = screen.getByRole('region', { name: 'Request' });
  const labels = within(section)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const values = within(section)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return Object.fromEntries(labels.map((label, n) => [label, values[n]]));
}

describe('Ops booking detail: the request in human labels', () => {
  it('shows a golf request in words: yes/no, the session and player, and no course id beside the course', () => {
    stubFetch({});
    renderWithProviders(
      <BookingSections
        booking={bookingDetail({
          request_info: {
            golf_course: 'Karnataka Golf Association',
            golf_course_id: 'GC001',
            city: 'Bengaluru',
            booking_type: 'play',
            first_name: 'Asha',
            last_name: 'Rao',
            email: 'asha@example.in',
            mobile_number: '9811100001',
            user_type: 'lady',
            booking_for: 'other',
            guest_name: 'Kabir Rao',
            club_member_name: '',
            contact_info: false,
            agree_terms: true,
          },
        })}
      />,
    );
    const rows = requestRows();
    expect(rows).toMatchObject({
      'Golf course': 'Karnataka Golf Association',
      Session: 'Game',
      Player: 'Lady',
      'Booked for': 'Someone else',
      'Guest name': 'Kabir Rao',
      'Club member': '—',
      'Agrees to be contacted': 'No',
      'Accepted the terms': 'Yes',
    });
    const section = screen.getByRole('region', { name: 'Request' });
    expect(within(section).queryByText('GC001')).not.toBeInTheDocument();
    expect(within(section).queryByText(/Golf course id|Agree terms|true|false/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'TurfEnquiry',
      { turf_venue: 'Hudle Arena', turf_venue_id: 'TV-7', address: 'HSR Layout', sport: 'box_cricket', players: 8 },
      { Venue: 'Hudle Arena', Sport: 'Box cricket', Players: '8' },
      'TV-7',
    ],
    [
      'T20Enquiry',
      { match: 'Bengaluru v Mumbai', fixture_id: 'FX-12', stadium: 'Chinnaswamy', stand: 'P1', tickets: 2 },
      { Match: 'Bengaluru v Mumbai', Stadium: 'Chinnaswamy', Stand: 'P1', Tickets: '2' },
      'FX-12',
    ],
    [
      'AirportVipPrivilege',
      {
        airport: 'Kempegowda International (BLR)',
        airport_id: 'BLR',
        travel_sector: 'International',
        assistance_type: 'Arrival',
        booking_for_guest: 'yes',
        guest_count: 1,
        guests: [{ guest_name: 'Kabir Rao', passport: 'Z1234567' }],
        agree_terms: true,
      },
      {
        Airport: 'Kempegowda International (BLR)',
        Travel: 'International',
        'Booking for guests': 'Yes',
        'Guest names': 'Kabir Rao (passport Z1234567)',
        'Accepted the terms': 'Yes',
      },
      'BLR',
    ],
    [
      'AirportTransfer',
      { airport: 'CSMIA (BOM)', travel_type: 'Pick-Up', traveller_count: 2, flight_number: 'AI 101', special_request: '' },
      { Airport: 'CSMIA (BOM)', Transfer: 'Pick-Up', Travellers: '2', 'Flight number': 'AI 101', 'Special request': '—' },
      undefined,
    ],
  ] as const)('shows a %s request under its own labels, with no id beside its name', (type, info, expected, hiddenId) => {
    stubFetch({});
    renderWithProviders(<BookingSections booking={bookingDetail({ type, request_info: info })} />);
    expect(requestRows()).toMatchObject(expected);
    if (hiddenId) expect(within(screen.getByRole('region', { name: 'Request' })).queryByText(hiddenId)).not.toBeInTheDocument();
  });
});

describe('Ops answer-by deadline: urgency in words as well as colour', () => {
  it('flags each queue card overdue, due soon or due later, with the time left or how late it is', () => {
    stubFetch({});
    renderWithProviders(
      <QueueList
        items={[
          queueItem({ id: 'a', reference: 'GLF-LATE', answer_by: inHours(-1.5), overdue: true }),
          queueItem({ id: 'b', reference: 'GLF-SOON', answer_by: inHours(2.5) }),
          queueItem({ id: 'c', reference: 'GLF-LATER', answer_by: inHours(30) }),
          queueItem({ id: 'd', reference: 'GLF-UNPAID', status: 'pending_payment', answer_by: null }),
        ]}
      />,
    );
    const card = (reference: string) => screen.getByRole('link', { name: reference }).closest('li')!;
    expect(within(card('GLF-LATE')).getByText('Overdue')).toBeInTheDocument();
    expect(within(card('GLF-LATE')).getByText(/^1 h 3\d min late$/)).toBeInTheDocument();
    expect(within(card('GLF-SOON')).getByText('Due soon')).toBeInTheDocument();
    expect(within(card('GLF-SOON')).getByText(/^2 h [23]\d min left$/)).toBeInTheDocument();
    expect(within(card('GLF-LATER')).getByText('Due later')).toBeInTheDocument();
    expect(within(card('GLF-UNPAID')).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(card('GLF-UNPAID')).queryByText(/Overdue|Due soon|Due later/)).not.toBeInTheDocument();
  });

  it('shows the urgency beside the answer-by time in the detail, and none once the request is answered', () => {
    stubFetch({});
    const { rerender } = renderWithProviders(<BookingSections booking={bookingDetail({ answer_by: inHours(3) })} />);
    expect(requestRows()['Answer by']).toMatch(/Due soon\s*2 h 5\d min left$/);
    rerender(<BookingSections booking={bookingDetail({ answer_by: inHours(-3.1), overdue: true })} />);
    expect(requestRows()['Answer by']).toMatch(/Overdue\s*3 h [56] min late$/);
    rerender(<BookingSections booking={bookingDetail({ status: 'confirmed', answer_by: inHours(-3) })} />);
    expect(requestRows()['Answer by']).not.toMatch(/Overdue|Due|late|left/);
  });
});
