import { BookingsListPage } from '../components/bookings-list-page';

export default function T20BookingsPage() {
  return <BookingsListPage type="T20Enquiry" />;
}
