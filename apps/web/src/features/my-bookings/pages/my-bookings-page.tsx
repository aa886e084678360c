import { useState } from 'react';
import { messages, type TimelineKind } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { BookingsGroup, BookingsListGate } from '@/components/ui/bookings-list-gate';
import { Link } from '@/lib/router';
import { useSignedIn } from '@/lib/session';
import { useMyBookings } from '../api/get-my-bookings';
import { CancelBookingDialog } from '@/components/booking-cancel/cancel-booking-dialog';
import { EmptyTimeline } from '../components/empty-timeline';
import { KindFilter } from '../components/kind-filter';
import { TimelineCard } from '../components/timeline-card';
import { groupTimeline, kindsOf, type TimelineEntry } from '../components/timeline';

/** /my-bookings (issue 19): every booking of every kind in one timeline, upcoming first. */
export default function MyBookingsPage() {
  const signedIn = useSignedIn();
  const { data: bookings, isPending, isError } = useMyBookings(signedIn);
  const [kind, setKind] = useState<TimelineKind>();
  const [cancelling, setCancelling] = useState<TimelineEntry>();
  const [now] = useState(() => Date.now());

  const groups = bookings ? groupTimeline(bookings, now, kind) : undefined;
  const sections = [
    { id: 'upcoming', heading: messages.upcomingBookings, items: groups?.upcoming ?? [] },
    { id: 'past', heading: messages.pastBookings, items: groups?.past ?? [] },
  ].filter((section) => section.items.length > 0);

  return (
    <Page title="My bookings">
      <BookingsListGate signedIn={signedIn} bookings={bookings} isPending={isPending} isError={isError} empty={<EmptyTimeline />}>
        {(all) => (
          <div className="flex flex-col gap-8">
            <KindFilter kinds={kindsOf(all)} selected={kind} onSelect={setKind} />
            {sections.map((section) => (
              <BookingsGroup key={section.id} id={section.id} heading={section.heading}>
                <ol className="flex flex-col gap-4">
                  {section.items.map((entry) => (
                    <li key={entry.id}>
                      <TimelineCard entry={entry} onCancel={setCancelling} />
                    </li>
                  ))}
                </ol>
              </BookingsGroup>
            ))}
            <p>
              <Link to="/" className="inline-flex min-h-11 items-center font-medium text-accent underline">
                Book something else
              </Link>
            </p>
          </div>
        )}
      </BookingsListGate>
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(undefined)} />
    </Page>
  );
}
