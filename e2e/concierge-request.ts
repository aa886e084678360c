import type { Page } from 'playwright-core';
import { addDays, formatBookingDateTime, istDate } from '@portal/contract';

export interface ConciergeVisitor {
  bin: string;
  mobile: string;
  first: string;
  last: string;
  email: string;
}

/**
 * A Mumbai arrival visit 6 days ahead at 3:30 PM with `guests` guests (none: the cardholder alone), asked for straight
 * through the API as the signed-in page's user (its token, the portal's headers), with a one-page ticket. An unpaid
 * request holding its Rs.1 fee. Returns the answer's status.
 */
export function requestConciergeVisit(page: Page, who: ConciergeVisitor, guests = 0) {
  const fields: Record<string, string> = {
    bin_used: who.bin,
    city: 'Mumbai',
    first_name: who.first,
    last_name: who.last,
    email: who.email,
    mobile_number: who.mobile,
    travel_sector: 'Domestic',
    assistance_type: 'Arrival',
    airport: 'mumbai-terminal-2',
    booking_for_guest: guests > 0 ? 'yes' : 'no',
    guest_count: String(guests),
    passport: '',
    guests: JSON.stringify(Array.from({ length: guests }, (_, n) => ({ guest_name: `Guest ${n + 1}`, passport: '' }))),
    agree_terms: 'true',
    contact_info: 'true',
    booking_date_time: formatBookingDateTime({ date: addDays(istDate(new Date()), 6), hour: 15, minute: 30 }),
  };
  return page.evaluate(async (fieldsJson) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(JSON.parse(fieldsJson) as Record<string, string>)) body.append(name, value);
    body.append('uploads[]', new File(['%PDF-1.4\n%%EOF\n'], 'ticket.pdf', { type: 'application/pdf' }));
    const response = await fetch('/api/booking/airport_vip_privileges_enquiries', {
      method: 'POST',
      body,
      headers: {
        'X-api-Id': 'axis',
        'X-Client-Id': 'axis-benefits',
        'X-Project-Id': 'axis-benefits-web',
        Authorization: `Bearer ${localStorage.getItem('token')}`,
      },
    });
    return response.status;
  }, JSON.stringify(fields));
}
