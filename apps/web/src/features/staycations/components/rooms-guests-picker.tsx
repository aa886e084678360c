import { useId } from 'react';
import { HOTEL_ROOM_LIMITS as L } from '@portal/contract';
import { CounterField } from '@/components/rewards/counter-field';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import type { Stay } from './stay-query';

/** A room as chosen so far: each child's age by position, undefined until it is chosen. */
export interface RoomChoice {
  adults: number;
  children: number;
  children_ages: (number | undefined)[];
}
type Room = RoomChoice;

/** The rooms as the API takes them; an unanswered age leaves the list short, which the occupancy rules report. */
export const toStayRooms = (rooms: RoomChoice[]): Stay['rooms'] =>
  rooms.map((room) => ({ ...room, children_ages: room.children_ages.filter((age): age is number => age !== undefined) }));

export interface RoomsGuestsPickerProps {
  rooms: Room[];
  onChange: (rooms: Room[]) => void;
  /** The contract's occupancy issues by field ('rooms.0.children_ages'), shown where they belong once the form is sent. */
  issues?: { field: string; message: string }[];
}

const AGES = Array.from({ length: L.maxChildAge + 1 }, (_, age) => age);

/**
 * Rooms and guests (issue 19: 2 adults and 1 child by default). The counters stop at the contract's limits
 * (adults, children and guests per room, rooms per stay), so only a missing child's age can still be wrong.
 */
export function RoomsGuestsPicker({ rooms, onChange, issues = [] }: RoomsGuestsPickerProps) {
  const id = useId();
  const set = (index: number, room: Room) => onChange(rooms.map((r, i) => (i === index ? room : r)));
  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const roomsIssue = issueOf('rooms');

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-stone-800">Rooms and guests</legend>
      {rooms.map((room, index) => {
        const agesIssue = issueOf(`rooms.${index}.children_ages`);
        const roomIssue = issueOf(`rooms.${index}`) ?? issueOf(`rooms.${index}.adults`) ?? issueOf(`rooms.${index}.children`);
        return (
          <fieldset key={index} className="flex flex-col gap-3 rounded-md border border-stone-300 p-3">
            <legend className="px-1 font-medium">Room {index + 1}</legend>
            <CounterField
              label="Adults"
              hint="Ages 18 and over"
              unit={`adult in room ${index + 1}`}
              value={room.adults}
              min={L.minAdults}
              max={Math.min(L.maxAdults, L.maxGuests - room.children)}
              onChange={(adults) => set(index, { ...room, adults })}
            />
            <CounterField
              label="Children"
              hint={`Ages 0 to ${L.maxChildAge}`}
              unit={`child in room ${index + 1}`}
              value={room.children}
              min={0}
              max={Math.min(L.maxChildren, L.maxGuests - room.adults)}
              onChange={(children) => set(index, { ...room, children, children_ages: room.children_ages.slice(0, children) })}
            />
            {Array.from({ length: room.children }, (_, child) => {
              const fieldId = `${id}-room${index}-child${child}`;
              const age = room.children_ages[child];
              return (
                <div key={child} className="flex flex-col gap-1">
                  <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
                    {rooms.length > 1 ? `Room ${index + 1}, age of child ${child + 1}` : `Age of child ${child + 1}`}
                  </label>
                  <select
                    id={fieldId}
                    className={`${inputClass} max-w-48`}
                    value={age === undefined ? '' : String(age)}
                    aria-invalid={agesIssue && age === undefined ? true : undefined}
                    aria-describedby={agesIssue ? `${id}-room${index}-ages-error` : undefined}
                    onChange={(event) => {
                      const ages = Array.from({ length: room.children }, (_, i) => room.children_ages[i]);
                      ages[child] = event.target.value === '' ? undefined : Number(event.target.value);
                      set(index, { ...room, children_ages: ages });
                    }}
                  >
                    <option value="">Choose age</option>
                    {AGES.map((a) => (
                      <option key={a} value={a}>
                        {a === 0 ? 'Under 1' : `${a} ${a === 1 ? 'year' : 'years'}`}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
            {agesIssue && (
              <p id={`${id}-room${index}-ages-error`} role="alert" className="text-sm text-red-700">
                {agesIssue}
              </p>
            )}
            {roomIssue && (
              <p role="alert" className="text-sm text-red-700">
                {roomIssue}
              </p>
            )}
            {rooms.length > 1 && (
              <Button variant="ghost" className="self-start" onClick={() => onChange(rooms.filter((_, i) => i !== index))}>
                Remove room {index + 1}
              </Button>
            )}
          </fieldset>
        );
      })}
      {roomsIssue && (
        <p role="alert" className="text-sm text-red-700">
          {roomsIssue}
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        disabled={rooms.length >= L.maxRooms}
        onClick={() => onChange([...rooms, { adults: 2, children: 0, children_ages: [] }])}
      >
        Add a room
      </Button>
    </fieldset>
  );
}
