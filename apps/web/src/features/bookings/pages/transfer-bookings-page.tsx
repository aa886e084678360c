import { BookingsListPage } from '../components/bookings-list-page';

export default function TransferBookingsPage() {
  return <BookingsListPage type="AirportTransfer" />;
}
