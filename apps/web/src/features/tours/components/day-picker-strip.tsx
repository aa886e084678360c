import { lazy, Suspense, useState } from 'react';
import { addDays } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The calendar (react-day-picker) loads only when another date than the coming fortnight is wanted.
const DateField = lazy(() => import('@/components/ui/date-field').then((m) => ({ default: m.DateField })));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const parts = (iso: string) => {
  const at = new Date(`${iso}T00:00:00Z`);
  return { weekday: WEEKDAYS[at.getUTCDay()]!, day: at.getUTCDate(), month: MONTHS[at.getUTCMonth()]! };
};

/** The coming fortnight as one-tap days (how a weekend is usually picked), and a calendar for any other date. */
export function DayPickerStrip({ first, value, onChange }: { first: string; value: string; onChange: (date: string) => void }) {
  const [calendar, setCalendar] = useState(false);
  const days = Array.from({ length: 14 }, (_, i) => addDays(first, i));
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {/* min-w-0: a fieldset is as wide as its content by default, which would widen the page instead of scrolling the days. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-stone-800">Date</legend>
        <div className="flex gap-2 overflow-x-auto pb-2">
          {days.map((day) => {
            const p = parts(day);
            return (
              <label
                key={day}
                className={`relative flex min-w-16 cursor-pointer flex-col items-center rounded-md border px-2 py-1 text-sm focus-ring-within ${value === day ? 'border-brand bg-brand text-brand-contrast' : 'border-stone-400 bg-white text-stone-900'}`}
              >
                <input
                  type="radio"
                  name="tour-day"
                  className="sr-only"
                  aria-label={`${p.weekday} ${p.day} ${p.month}`}
                  value={day}
                  checked={value === day}
                  onChange={() => onChange(day)}
                />
                <span aria-hidden="true">{p.weekday}</span>
                <span aria-hidden="true" className="text-lg font-semibold">
                  {p.day}
                </span>
                <span aria-hidden="true">{p.month}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {calendar ? (
        <Suspense fallback={<Spinner label="Loading the calendar" />}>
          <DateField label="Another date" value={days.includes(value) ? '' : value} firstDate={first} onChange={onChange} />
        </Suspense>
      ) : (
        <Button variant="ghost" className="self-start underline" onClick={() => setCalendar(true)}>
          Choose another date
        </Button>
      )}
    </div>
  );
}
