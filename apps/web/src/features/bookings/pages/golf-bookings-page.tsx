import { BookingsListPage } from '../components/bookings-list-page';

export default function GolfBookingsPage() {
  return <BookingsListPage type="GolfEnquiry" />;
}
