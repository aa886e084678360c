import { bookingStatusLabels, type BookingStatus } from '@portal/contract';

export type StatusTone = 'waiting' | 'progress' | 'good' | 'bad' | 'closed' | 'money';

/** What each status means to the cardholder, as a tone: the colour never speaks alone, the label says it too. */
export const statusTones: Record<BookingStatus, StatusTone> = {
  pending_payment: 'waiting',
  payment_failed: 'bad',
  user_cancelled: 'closed',
  expired: 'closed',
  requested: 'progress',
  confirmed: 'good',
  declined: 'bad',
  cancelled: 'closed',
  refunded: 'money',
  completed: 'good',
  no_show: 'bad',
};

// Each pair meets WCAG AA (4.5:1 and more) for small text; the dot's shape adds a cue beyond colour.
const toneClasses: Record<StatusTone, { pill: string; dot: string }> = {
  waiting: { pill: 'border-amber-300 bg-amber-50 text-amber-950', dot: 'bg-amber-600' },
  progress: { pill: 'border-sky-300 bg-sky-50 text-sky-950', dot: 'bg-sky-700' },
  good: { pill: 'border-green-300 bg-green-50 text-green-950', dot: 'bg-green-700' },
  bad: { pill: 'border-red-300 bg-red-50 text-red-950', dot: 'bg-red-700' },
  closed: { pill: 'border-stone-300 bg-stone-100 text-stone-900', dot: 'bg-stone-600' },
  money: { pill: 'border-violet-300 bg-violet-50 text-violet-950', dot: 'bg-violet-700' },
};

/** A booking's status: a coloured pill that also carries its label (the API's `status_label`, or the machine's). */
export function StatusPill({
  status,
  label,
  className = '',
  ...rest
}: {
  status: BookingStatus;
  label?: string;
  className?: string;
  'data-testid'?: string;
}) {
  const tone = toneClasses[statusTones[status]];
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${tone.pill} ${className}`}
      data-tone={statusTones[status]}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 shrink-0 ${statusTones[status] === 'bad' ? 'rotate-45 rounded-[1px]' : 'rounded-full'} ${tone.dot}`}
      />
      <span>{label ?? bookingStatusLabels[status]}</span>
    </span>
  );
}
