import {
  bookingKinds,
  closedTimelineStatuses,
  isBookingType,
  knownStatus,
  paidBookingKinds,
  timelineActions,
  timelineKindLabel,
  type BookingStatus,
  type RewardBookingStatus,
  type TimelineAction,
  type TimelineKind,
  type UserBooking,
} from '@portal/contract';

export interface TimelineEntry extends UserBooking {
  kind: TimelineKind;
  kindLabel: string;
  actions: TimelineAction[];
}

/** Still to come: not closed (cancelled, refunded, completed …) and not yet past. */
export const isUpcoming = (booking: UserBooking, now: number) =>
  !closedTimelineStatuses.includes(booking.status) && Date.parse(booking.service_at) >= now;

const byTime = (a: UserBooking, b: UserBooking) => Date.parse(a.service_at) - Date.parse(b.service_at);

/** The timeline's two groups: upcoming soonest first, past (and closed) newest first; `kind` keeps one kind. */
export function groupTimeline(bookings: UserBooking[], now: number, kind?: TimelineKind) {
  const entries: TimelineEntry[] = bookings
    .filter((booking) => !kind || booking.booking_type === kind)
    .map((booking) => ({
      ...booking,
      kind: booking.booking_type,
      kindLabel: timelineKindLabel(booking.booking_type),
      actions: timelineActions(booking.booking_type, booking.status, { free: booking.free_cancellation, now }),
    }));
  return {
    upcoming: entries.filter((entry) => isUpcoming(entry, now)).sort(byTime),
    past: entries.filter((entry) => !isUpcoming(entry, now)).sort((a, b) => byTime(b, a)),
  };
}

/** The kinds the cardholder has bookings of, in the registries' order: the filter chips. */
export function kindsOf(bookings: UserBooking[]): TimelineKind[] {
  const present = new Set(bookings.map((booking) => booking.booking_type));
  return ([...Object.keys(bookingKinds), ...Object.keys(paidBookingKinds)] as TimelineKind[]).filter((kind) => present.has(kind));
}

/** Where a kind is booked, for the empty state's offers. */
export const landingOf = (kind: TimelineKind) =>
  isBookingType(kind) ? bookingKinds[kind].paths.landing : paidBookingKinds[kind].paths.landing;

/** Where an unpaid complimentary booking's fee is paid: its service's own checkout page (the spec's route). */
export const payPathOf = (entry: TimelineEntry) =>
  isBookingType(entry.kind) ? bookingKinds[entry.kind].paths.checkout(entry.id) : undefined;

// Any kind's status is worded and coloured by the contract's one status language; one it does not know reads as in progress.
export const toneStatusOf = (entry: TimelineEntry): BookingStatus | RewardBookingStatus => knownStatus(entry.status);
