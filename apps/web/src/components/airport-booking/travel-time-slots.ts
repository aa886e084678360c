import { allowedHours, allowedMinutes, MINUTES } from '@portal/contract';
import type { TimeSlot } from '@/components/ui/time-field';

const everyHour = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * The travel times an airport service offers on a day (spec 02 §5): one list of 15-minute slots, and within 2 days
 * of now only the later ones. Before a date is chosen, every slot of the day.
 */
export function travelTimeSlots(date: string, now: Date): TimeSlot[] {
  return (date ? allowedHours(date, now) : everyHour).flatMap((hour) =>
    (date ? allowedMinutes(date, hour, now) : [...MINUTES]).map((minute) => ({ hour, minute })),
  );
}
