import { BookingsListPage } from '../components/bookings-list-page';

export default function TurfBookingsPage() {
  return <BookingsListPage type="TurfEnquiry" />;
}
