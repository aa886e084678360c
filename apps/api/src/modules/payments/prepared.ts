import { eq, sql } from 'drizzle-orm';
import { preparedOnce } from '../../db/prepared.ts';
import { bookings, payments } from '../../db/schema/index.ts';

export const prepared = preparedOnce((db) => ({
  /** A gateway callback's payment with its booking: building this two-table select cost more CPU than running it. */
  paymentForCallback: db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.txnid, sql.placeholder('txnid')))
    .prepare('payment_for_callback'),
}));
