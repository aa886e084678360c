import { useEffect, useState } from 'react';
import { awaitingAnswerStatuses, type BookingStatus } from '@portal/contract';
import { indiaTime } from './format';

/** How close a paid request is to its answer-by deadline: past it, within SOON_HOURS, or later. */
export type Urgency = 'overdue' | 'soon' | 'later';
export const SOON_HOURS = 4;
const MINUTE_MS = 60_000;

interface Deadline {
  status: BookingStatus;
  answer_by: string | null;
  overdue: boolean;
}

/** Only a request still waiting for staff has an urgency; a confirmed or declined one has none. */
export function urgencyOf(booking: Deadline, now: number): Urgency | null {
  if (!booking.answer_by || !awaitingAnswerStatuses.includes(booking.status)) return null;
  const left = Date.parse(booking.answer_by) - now;
  if (booking.overdue || left < 0) return 'overdue';
  return left <= SOON_HOURS * 60 * MINUTE_MS ? 'soon' : 'later';
}

export const urgencyLabels: Record<Urgency, string> = { overdue: 'Overdue', soon: 'Due soon', later: 'Due later' };

/** Text carries the meaning; colour only repeats it. Each pair is AA on its own background. */
const badgeClass: Record<Urgency, string> = {
  overdue: 'bg-red-700 text-white',
  soon: 'bg-amber-100 text-amber-950 ring-1 ring-amber-800',
  later: 'bg-stone-100 text-stone-800 ring-1 ring-stone-400',
};
export const cardClass: Record<Urgency, string> = {
  overdue: 'border-red-700 border-l-8',
  soon: 'border-amber-600 border-l-8',
  later: 'border-stone-300',
};

/** "2 h 5 min" from a span of milliseconds (rounded down to the minute). */
export function spanText(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** The clock, moved on each minute, so badges turn from "Due soon" to "Overdue" while the page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${badgeClass[urgency]}`}>{urgencyLabels[urgency]}</span>;
}

/** The answer-by time in India time, with its urgency in words and how long is left (or how late it is). */
export function AnswerBy({ booking, now, badge = true }: { booking: Deadline; now: number; badge?: boolean }) {
  if (!booking.answer_by) return <>Not paid yet</>;
  const urgency = urgencyOf(booking, now);
  const left = Date.parse(booking.answer_by) - now;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span>{indiaTime(booking.answer_by)}</span>
      {urgency && badge && <UrgencyBadge urgency={urgency} />}
      {urgency && <span className="text-stone-700">{left < 0 ? `${spanText(left)} late` : `${spanText(left)} left`}</span>}
    </span>
  );
}
