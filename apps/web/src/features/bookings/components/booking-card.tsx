import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { bookingKinds as registry, messages, parseBookingDateTime, type BookingListItem, type DetailField } from '@portal/contract';
import { CancelBookingButton } from '@/components/booking-cancel/cancel-booking-dialog';
import { BookingTimeline } from '@/components/ui/booking-timeline';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { humanKey, rupees } from '@/lib/format';
import { formatBookingDateTime, formatIstDateTime, formatIstDay } from '@/lib/format-ist';
import { downloadCalendar } from '../api/download-calendar';
import { bookingKinds, payBookingPath } from './booking-kinds';
import { ButtonLink } from '@/components/ui/button-link';

/** A request_info value in words where the kind lists them (a sport, a golf session), else as written. */
const shown = (field: DetailField, value: unknown) => field.values?.[String(value)] ?? String(value);

/** What the cardholder should expect now, by status (the kind's next step once paid). */
function nextStepOf(booking: BookingListItem): string | undefined {
  if (booking.status === 'requested') return bookingKinds[booking.type].nextStep;
  if (booking.actions.includes('pay_now')) return messages.payToSendRequest;
  return undefined;
}

/** The spec's wall-clock text as '10 Jun 2027, 7:00 AM'; text that does not read as one, from the service instant. */
const whenOf = (booking: BookingListItem) =>
  parseBookingDateTime(booking.booking_date_time)
    ? formatBookingDateTime(booking.booking_date_time)
    : formatIstDateTime(booking.service_at);

export type Highlight = 'paid' | 'unpaid';

/** One booking: status (colour and words), what happens next, its timeline, details, and what the status allows. */
export function BookingCard({
  booking,
  onCancel,
  highlight,
}: {
  booking: BookingListItem;
  onCancel: (booking: BookingListItem) => void;
  highlight?: Highlight;
}) {
  const info = booking.request_info;
  const kind = registry[booking.type];
  const title = info[kind.titleKey] ? String(info[kind.titleKey]) : kind.noun;
  const details = Object.entries(kind.details).filter(
    ([key]) => key !== kind.titleKey && info[key] !== undefined && info[key] !== '' && info[key] !== null,
  );
  // Labelled and in the kind's order; a key it does not label (an older row) still shows, after them.
  const confirmation = booking.confirmation_details ?? {};
  const confirmationRows = [
    ...Object.entries(kind.confirmationLabels).filter(([key]) => confirmation[key]),
    ...Object.keys(confirmation)
      .filter((key) => !(key in kind.confirmationLabels))
      .map((key) => [key, humanKey(key)] as const),
  ];
  const [open, setOpen] = useState(Boolean(highlight));
  const detailsId = useId();
  const ref = useRef<HTMLElement>(null);
  const next = nextStepOf(booking);
  const wasConfirmed = Object.keys(booking.confirmation_details ?? {}).length > 0;

  useEffect(() => {
    if (!highlight) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [highlight]);

  return (
    <article
      ref={ref}
      tabIndex={highlight ? -1 : undefined}
      aria-labelledby={`booking-${booking.id}`}
      data-highlighted={highlight ? 'true' : undefined}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-4 outline-none ${highlight ? 'border-brand ring-2 ring-brand' : 'border-stone-200'}`}
    >
      {highlight && (
        <p
          className={`-mx-4 -mt-4 rounded-t-lg px-4 py-2 font-semibold ${highlight === 'paid' ? 'bg-green-50 text-green-950' : 'bg-amber-50 text-amber-950'}`}
        >
          {highlight === 'paid' ? messages.paidBookingHeading : messages.unpaidBookingHeading}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`booking-${booking.id}`} className="text-lg font-semibold">
          {title}
        </h3>
        <StatusPill status={booking.status} label={booking.status_label} data-testid="booking-status" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">Reference</dt>
        <dd>{booking.reference}</dd>
        <dt className="text-stone-600">Date and time</dt>
        <dd>{whenOf(booking)}</dd>
        {booking.fee_paid > 0 || booking.fee === 0 ? (
          <>
            <dt className="text-stone-600">Fee paid</dt>
            <dd>{rupees(booking.fee_paid)}</dd>
          </>
        ) : (
          <>
            <dt className="text-stone-600">Fee to pay</dt>
            <dd>{rupees(booking.fee)}</dd>
          </>
        )}
      </dl>
      {next && (
        <div className="rounded-md bg-sky-50 p-3 text-sm text-sky-950" data-testid="booking-next-step">
          <p className="font-semibold">{messages.whatHappensNext}</p>
          <p>{next}</p>
        </div>
      )}
      {booking.refunds.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" aria-label="Refunds">
          {booking.refunds.map((refund) => (
            <li key={refund.requested_at} data-testid="booking-refund">
              {refund.status === 'refunded' && refund.settled_at
                ? messages.refundSettled(rupees(refund.amount), formatIstDay(refund.settled_at))
                : refund.status === 'failed'
                  ? messages.refundDelayed(rupees(refund.amount))
                  : messages.refundRequested(rupees(refund.amount), formatIstDay(refund.requested_at))}
            </li>
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          aria-label={`${open ? 'Hide' : 'Show'} details of ${booking.reference}`}
          className="inline-flex min-h-11 items-center gap-1 rounded-md font-medium text-accent underline"
        >
          {open ? 'Hide details' : 'Show details'}
        </button>
        <div id={detailsId} hidden={!open} className="mt-2 flex flex-col gap-3">
          <BookingTimeline status={booking.status} wasConfirmed={wasConfirmed} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {details.map(([key, field]) => (
              <Fragment key={key}>
                <dt className="text-stone-600">{field.label}</dt>
                <dd>{shown(field, info[key])}</dd>
              </Fragment>
            ))}
            {confirmationRows.map(([key, label]) => (
              <Fragment key={key}>
                <dt className="text-stone-600">{label}</dt>
                <dd>{confirmation[key]}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      </div>
      {booking.actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {booking.actions.includes('pay_now') && (
            <ButtonLink to={payBookingPath(booking.type, booking.id)}>
              Pay now<span className="sr-only"> for {booking.reference}</span>
            </ButtonLink>
          )}
          {booking.actions.includes('add_to_calendar') && (
            <Button
              variant="secondary"
              onClick={() => downloadCalendar(booking.id, booking.reference).catch(() => toast.error(messages.somethingWentWrong))}
            >
              Add to calendar<span className="sr-only"> for {booking.reference}</span>
            </Button>
          )}
          {booking.actions.includes('cancel') && <CancelBookingButton reference={booking.reference} onClick={() => onCancel(booking)} />}
        </div>
      )}
    </article>
  );
}
