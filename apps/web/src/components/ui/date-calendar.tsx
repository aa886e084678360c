import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toIso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** Day buttons read as 'Thursday, 3 December 2026' (Indian order), not the library's US default. */
const dayLabel = (date: Date, modifiers: { selected?: boolean }) =>
  `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}${modifiers.selected ? ', selected' : ''}`;

export interface DateCalendarProps {
  /** YYYY-MM-DD */
  selected?: string;
  firstDate?: string;
  onPick: (iso: string) => void;
}

/** The month grid of a date field: its own chunk, fetched when a calendar is first opened (typing needs none of it). */
export default function DateCalendar({ selected, firstDate, onPick }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      autoFocus
      required={false}
      weekStartsOn={1}
      selected={selected ? toDate(selected) : undefined}
      onSelect={(date) => date && onPick(toIso(date))}
      defaultMonth={toDate(selected ?? firstDate ?? toIso(new Date()))}
      startMonth={firstDate ? toDate(firstDate) : undefined}
      disabled={firstDate ? { before: toDate(firstDate) } : undefined}
      labels={{ labelDayButton: dayLabel }}
    />
  );
}
