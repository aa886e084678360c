import { hotelOccupancyIssues, messages, type HotelRoomOccupancy } from '@portal/contract';

// Loaded when the search form is first sent: the message catalogue stays off the page's first load.
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The stay's problems in the form's words: dates in order, and the contract's occupancy rules by field. */
export function stayIssues(stay: { check_in: string; check_out: string; rooms: HotelRoomOccupancy[] }) {
  const issues: { field: string; message: string }[] = [];
  if (!isoDate.test(stay.check_in)) issues.push({ field: 'check_in', message: 'Please choose a check-in date.' });
  if (!isoDate.test(stay.check_out)) issues.push({ field: 'check_out', message: 'Please choose a check-out date.' });
  else if (stay.check_out <= stay.check_in) issues.push({ field: 'check_out', message: messages.hotelDatesOrder });
  return [...issues, ...hotelOccupancyIssues(stay.rooms)];
}
