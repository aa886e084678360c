import { bookingKinds, bookingTypes, type BookingType } from '@portal/contract';
import { useLocation } from '@/lib/router';
import { BookingsListPage } from '../components/bookings-list-page';

/** A kind's list page, for whichever kind's list path it is at (the registry's `paths.list`; /flight-bookings is concierge's too). */
export default function KindBookingsPage() {
  const { pathname } = useLocation();
  const type: BookingType =
    bookingTypes.find((t) => bookingKinds[t].paths.list === pathname.replace(/(.)\/$/, '$1')) ?? 'AirportVipPrivilege';
  return <BookingsListPage key={type} type={type} />;
}
