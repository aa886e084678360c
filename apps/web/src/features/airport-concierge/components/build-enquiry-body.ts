import { formatBookingDateTime, requestFromForm, type ConciergeAirport, type ConciergeFormValues } from '@portal/contract';

/** Spec 02 §3 'Sent fields' of the concierge request, as multipart form data. */
export function buildEnquiryBody(values: ConciergeFormValues, files: File[], airports: ConciergeAirport[]): FormData {
  const request = requestFromForm(values);
  const airport = airports.find((a) => a.id === values.airport);
  const body = new FormData();
  const fields: Record<string, string> = {
    airport_name: airport ? `${airport.airport} - ${airport.terminals.join(', ')}` : '',
    bin_used: values.airport_vip_privileges_bin,
    city: values.city,
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    mobile_number: values.mobile_number,
    booking_date_time: formatBookingDateTime({
      date: values.booking_date,
      hour: request.booking_hour ?? 0,
      minute: request.booking_minute ?? 0,
    }),
    travel_sector: values.travel_sector,
    assistance_type: values.assistance_type,
    airport: values.airport,
    booking_for_guest: values.bookingForGuest,
    guest_count: String(request.guest_count),
    passport: values.passport,
    flight_number: values.flight_number,
    guests: JSON.stringify(request.guests),
    agree_terms: String(values.agree_terms),
    contact_info: String(values.contact_info),
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('uploads[]', file, file.name);
  return body;
}
