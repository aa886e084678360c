import { statusWords, type BookingStatus, type RewardBookingStatus, type StatusTone } from '@portal/contract';

// Each pair meets WCAG AA (4.5:1 and more) for small text; the dot's shape adds a cue beyond colour.
const toneClasses: Record<StatusTone, { pill: string; dot: string }> = {
  waiting: { pill: 'border-amber-300 bg-amber-50 text-amber-950', dot: 'bg-amber-600' },
  progress: { pill: 'border-sky-300 bg-sky-50 text-sky-950', dot: 'bg-sky-700' },
  good: { pill: 'border-green-300 bg-green-50 text-green-950', dot: 'bg-green-700' },
  bad: { pill: 'border-red-300 bg-red-50 text-red-950', dot: 'bg-red-700' },
  closed: { pill: 'border-stone-300 bg-stone-100 text-stone-900', dot: 'bg-stone-600' },
  money: { pill: 'border-violet-300 bg-violet-50 text-violet-950', dot: 'bg-violet-700' },
};

/**
 * A booking's status (complimentary or paid): a coloured pill that also carries its words, both from the contract's
 * one status language (status-words.ts), so the badge says what the SMS, e-mail and calendar file say.
 */
export function StatusPill({
  status,
  label,
  className = '',
  ...rest
}: {
  status: BookingStatus | RewardBookingStatus;
  label?: string;
  className?: string;
  'data-testid'?: string;
}) {
  const words = statusWords(status);
  return <TonePill tone={words.tone} label={label ?? words.label} className={className} {...rest} />;
}

/** The pill itself, for a status the contract words apart from bookings (a cart item's outcome). */
export function TonePill({
  tone: toneName,
  label,
  className = '',
  ...rest
}: {
  tone: StatusTone;
  label: string;
  className?: string;
  'data-testid'?: string;
}) {
  const tone = toneClasses[toneName];
  return (
    <span
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${tone.pill} ${className}`}
      data-tone={toneName}
      {...rest}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 shrink-0 ${toneName === 'bad' ? 'rotate-45 rounded-[1px]' : 'rounded-full'} ${tone.dot}`}
      />
      <span>{label}</span>
    </span>
  );
}
