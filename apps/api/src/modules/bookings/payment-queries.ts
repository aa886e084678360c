import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
// The one read of payments' table outside payments: a gateway callback's payment with its booking, one round
// trip (docs/architecture.md, "Who owns which table").
import { bookings, payments } from '../../db/schema/index.ts';
import { findBooking } from './repository.ts';

const prepared = preparedOnce((db) => ({
  /** Building this two-table select on every callback cost more CPU than running it: built once. */
  bookingOfPayment: db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.txnid, sql.placeholder('txnid')))
    .prepare('payment_for_callback'),
}));

/** What payments read of bookings: handed to the payment service. */
export function createPaymentBookingReads(db: Database) {
  return {
    /** A gateway callback's payment (by txnid) with its booking, in one read. */
    async withPayment(txnid: string) {
      const [row] = await prepared(db).bookingOfPayment.execute({ txnid });
      return row;
    },
    /** The booking as seen inside the caller's transaction. */
    findIn: (tx: Database, id: string) => findBooking(tx, id),
  };
}
export type PaymentBookingReads = ReturnType<typeof createPaymentBookingReads>;
