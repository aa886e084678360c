import { useState } from 'react';
import { isBookingType, type TimelineKind } from '@portal/contract';
import { Page } from '@/components/ui/page';
import { BookingsListFrame, UpcomingAndPast } from '@/components/ui/bookings-list-frame';
import { useSignedIn } from '@/lib/session';
import { useMyBookings } from '../api/get-my-bookings';
import { CancelBookingDialog } from '@/components/booking-cancel/cancel-booking-dialog';
import { EmptyTimeline } from '../components/empty-timeline';
import { FreeCancelDialog } from '../components/free-cancel-dialog';
import { KindFilter } from '../components/kind-filter';
import { TimelineCard } from '../components/timeline-card';
import { groupTimeline, kindsOf, type TimelineEntry } from '../components/timeline';

/** /my-bookings (issue 19): every booking of every kind in one timeline, upcoming first. */
export default function MyBookingsPage() {
  const signedIn = useSignedIn();
  const bookings = useMyBookings(signedIn);
  const [kind, setKind] = useState<TimelineKind>();
  const [cancelling, setCancelling] = useState<TimelineEntry>();
  const [now] = useState(() => Date.now());

  return (
    <Page title="My bookings">
      <BookingsListFrame signedIn={signedIn} bookings={bookings} empty={<EmptyTimeline />} more={{ to: '/', label: 'Book something else' }}>
        {(all) => {
          const { upcoming, past } = groupTimeline(all, now, kind);
          return (
            <>
              <KindFilter kinds={kindsOf(all)} selected={kind} onSelect={setKind} />
              <UpcomingAndPast upcoming={upcoming} past={past}>
                {(entries) => (
                  <ol className="flex flex-col gap-4">
                    {entries.map((entry) => (
                      <li key={entry.id}>
                        <TimelineCard entry={entry} onCancel={setCancelling} />
                      </li>
                    ))}
                  </ol>
                )}
              </UpcomingAndPast>
            </>
          );
        }}
      </BookingsListFrame>
      {/* A complimentary booking follows the state machine; a paid tour or stay is cancelled within its free cancellation. */}
      <CancelBookingDialog
        booking={cancelling && isBookingType(cancelling.kind) ? cancelling : undefined}
        onClose={() => setCancelling(undefined)}
      />
      <FreeCancelDialog
        booking={cancelling && !isBookingType(cancelling.kind) ? cancelling : undefined}
        onClose={() => setCancelling(undefined)}
      />
    </Page>
  );
}
