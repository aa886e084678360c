import { BookingsListPage } from '../components/bookings-list-page';

/** Spec 02 §2: /airport-concierge-service-bookings and /flight-bookings show the same list. */
export default function ConciergeBookingsPage() {
  return <BookingsListPage type="AirportVipPrivilege" />;
}
