import { Check, Circle, X, type LucideIcon } from 'lucide-react';
import { bookingStatusLabels, messages, type BookingStatus } from '@portal/contract';

export type StepState = 'done' | 'current' | 'next' | 'stopped';
export interface TimelineStep {
  label: string;
  state: StepState;
}

// The state machine's normal path (packages/contract booking-status.ts): pending_payment -pay-> requested
// -confirm-> confirmed -complete-> completed. The cardholder API keeps no history, so the timeline is that path
// with this booking's place on it; a status off the path ends the line where it left it.
const path = ['Request made', 'Paid', 'Confirmed', 'Completed'] as const;
const placeOnPath: Partial<Record<BookingStatus, number>> = { pending_payment: 0, requested: 1, confirmed: 2, completed: 3 };
// Off the path: how many steps of the path were reached before it.
const leftAfter: Partial<Record<BookingStatus, number>> = {
  payment_failed: 1,
  user_cancelled: 1,
  expired: 1,
  declined: 2,
  cancelled: 2,
  refunded: 2,
  no_show: 3,
};

/** The steps to show for a status; `wasConfirmed` (the staff's confirmation details are there) places a cancellation after Confirmed. */
export function timelineSteps(status: BookingStatus, wasConfirmed = false): TimelineStep[] {
  const place = placeOnPath[status];
  if (place !== undefined) {
    return path.map((label, index) => ({
      label,
      state: index < place ? 'done' : index === place ? (status === 'completed' ? 'done' : 'current') : 'next',
    }));
  }
  const reached = (leftAfter[status] ?? 1) + (wasConfirmed && status === 'cancelled' ? 1 : 0);
  return [
    ...path.slice(0, reached).map((label) => ({ label, state: 'done' as const })),
    { label: bookingStatusLabels[status], state: status === 'refunded' ? 'current' : 'stopped' },
  ];
}

const words: Record<StepState, string> = { done: 'done', current: 'now', next: 'to come', stopped: 'stopped here' };
const marks: Record<StepState, string> = {
  done: 'border-green-700 bg-green-700 text-white',
  current: 'border-sky-700 bg-white text-sky-800',
  next: 'border-stone-400 bg-white text-stone-600',
  stopped: 'border-red-700 bg-red-700 text-white',
};
const icons: Record<StepState, LucideIcon | null> = { done: Check, current: Circle, next: null, stopped: X };

function StepMark({ state }: { state: StepState }) {
  const Icon = icons[state];
  if (!Icon) return null;
  return state === 'current' ? (
    <Icon aria-hidden="true" className="size-2.5" fill="currentColor" />
  ) : (
    <Icon aria-hidden="true" className="size-3.5" strokeWidth={3} />
  );
}

/** Where a booking is on its way: each step with a mark and, for screen readers, its state in words. */
export function BookingTimeline({ status, wasConfirmed }: { status: BookingStatus; wasConfirmed?: boolean }) {
  const steps = timelineSteps(status, wasConfirmed);
  return (
    <ol aria-label={messages.bookingTimeline} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
      {steps.map((step) => (
        <li
          key={step.label}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={`flex items-center gap-2 text-sm ${step.state === 'next' ? 'text-stone-600' : 'font-medium text-stone-900'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs ${marks[step.state]}`}
          >
            <StepMark state={step.state} />
          </span>
          <span>
            {step.label}
            <span className="sr-only"> ({words[step.state]})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
