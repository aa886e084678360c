import { addDays, formatBookingDateTime, istDate } from '@portal/contract';

/** A `booking_date_time` `days` ahead in India, as the booking forms send it. */
export const inDays = (days: number, hour = 7, minute = 0) =>
  formatBookingDateTime({ date: addDays(istDate(new Date()), days), hour, minute });

/** The cardholder whose contact details an enquiry carries (they must match the signed-in user's). */
export interface Enquirer {
  mobile: string;
  email: string;
}

/** A valid golf enquiry: DLF, play, 10 days ahead at 7:00, on the Reserve card. */
export const golfEnquiryBody = (who: Enquirer, overrides: Record<string, unknown> = {}) => ({
  email: who.email,
  golf_course: 'DLF Golf & Country Club',
  golf_course_id: 'GC002',
  first_name: 'Asha',
  last_name: 'Rao',
  mobile_number: who.mobile,
  booking_type: 'play',
  booking_date_time: inDays(10),
  bin_used: '41000001',
  user_type: 'lady',
  booking_for: 'Self',
  guest_name: '',
  club_member_name: 'Ravi Menon',
  contact_info: true,
  agree_terms: true,
  ...overrides,
});

/** The fields every airport form starts with: the Reserve card, Mumbai, the cardholder's name and contact. */
const mumbaiContact = (who: Enquirer) => ({
  bin_used: '41000001',
  city: 'Mumbai',
  first_name: 'Asha',
  last_name: 'Rao',
  email: who.email,
  mobile_number: who.mobile,
});

/** A valid airport concierge enquiry's form fields (the upload aside): Mumbai T2 arrival, 5 days ahead at 15:30. */
export const conciergeEnquiryFields = (who: Enquirer, overrides: Record<string, string> = {}): Record<string, string> => ({
  ...mumbaiContact(who),
  booking_date_time: inDays(5, 15, 30),
  travel_sector: 'Domestic',
  assistance_type: 'Arrival',
  airport: 'mumbai-terminal-2',
  booking_for_guest: 'no',
  guest_count: '0',
  passport: '',
  guests: '[]',
  agree_terms: 'true',
  contact_info: 'true',
  ...overrides,
});

/** A valid airport transfer enquiry's form fields: a domestic drop at `airport`, 5 days ahead at 9:30, one traveller. */
export const transferEnquiryFields = (who: Enquirer, airport: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  ...mumbaiContact(who),
  booking_date_time: inDays(5, 9, 30),
  travel_type: 'Drop',
  vehicle_type: 'Sedan (Swift Desire, Renault Logan, Toyota Etios)',
  travel_sector: 'Domestic',
  assistance_type: 'Departure',
  airport,
  traveller_count: '1',
  flight_number: 'AI 101',
  special_request: '',
  passport: '',
  address: '1 Marine Drive, Mumbai',
  agree_terms: 'true',
  contact_info: 'true',
  ...overrides,
});
