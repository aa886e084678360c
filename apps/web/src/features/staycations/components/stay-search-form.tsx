import { useEffect, useState, type FormEvent } from 'react';
import { addDays, istDate, DEFAULT_HOTEL_OCCUPANCY } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { DestinationCombobox, type Destination } from './destination-combobox';
import { RoomsGuestsPicker, toStayRooms, type RoomChoice } from './rooms-guests-picker';
import { suggestedStay, type Stay } from './stay-query';

const loadIssues = () => import('./stay-issues').then((m) => m.stayIssues);

export interface StaySearch {
  destination: Destination;
  stay: Stay;
}

/** Where, when and who: the destination, check-in and check-out, and the rooms and guests (2 adults and 1 child to start). */
export function StaySearchForm({ initial, onSearch }: { initial?: Partial<StaySearch>; onSearch: (search: StaySearch) => void }) {
  const suggested = suggestedStay();
  const [destination, setDestination] = useState(initial?.destination);
  const [checkIn, setCheckIn] = useState(initial?.stay?.check_in ?? suggested.check_in);
  const [checkOut, setCheckOut] = useState(initial?.stay?.check_out ?? suggested.check_out);
  // The contract's default occupancy (2 adults, 1 child), from its constants: defaultHotelRooms sits with the
  // occupancy rules, whose messages load only when the form is sent.
  const [rooms, setRooms] = useState<RoomChoice[]>(
    initial?.stay?.rooms ?? [{ adults: DEFAULT_HOTEL_OCCUPANCY.adults, children: DEFAULT_HOTEL_OCCUPANCY.children, children_ages: [] }],
  );
  const [sent, setSent] = useState(false);
  const [issues, setIssues] = useState<{ field: string; message: string }[]>([]);
  const stay: Stay = { check_in: checkIn, check_out: checkOut, rooms: toStayRooms(rooms) };
  const issueOf = (field: string) => issues.find((issue) => issue.field === field)?.message;
  const destinationIssue = sent && !destination ? 'Please choose a destination from the list.' : undefined;
  const stayKey = JSON.stringify(stay);

  // Once sent, the issues follow every change, so a fixed field clears its message.
  useEffect(() => {
    if (!sent) return;
    let current = true;
    void loadIssues().then((stayIssues) => {
      if (current) setIssues(stayIssues(JSON.parse(stayKey) as Stay));
    });
    return () => {
      current = false;
    };
  }, [sent, stayKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const found = (await loadIssues())(stay);
    setIssues(found);
    if (!destination || found.length) return;
    onSearch({ destination, stay });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Find a stay"
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4"
    >
      <DestinationCombobox value={destination} onChange={setDestination} error={destinationIssue} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Check-in"
          value={checkIn}
          firstDate={addDays(istDate(new Date()), 1)}
          onChange={setCheckIn}
          error={issueOf('check_in')}
        />
        <DateField
          label="Check-out"
          value={checkOut}
          firstDate={addDays(/^\d{4}-\d{2}-\d{2}$/.test(checkIn) ? checkIn : istDate(new Date()), 1)}
          onChange={setCheckOut}
          error={issueOf('check_out')}
        />
      </div>
      <RoomsGuestsPicker rooms={rooms} onChange={setRooms} issues={issues} />
      <Button type="submit" className="self-start">
        Search stays
      </Button>
    </form>
  );
}
