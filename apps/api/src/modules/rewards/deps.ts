import type { BookingType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { HotelSupplier } from '../../gateways/hotels/hotel-supplier.ts';
import type { ToursProvider } from '../../gateways/tours/tours-provider.ts';
import type { BookingRow } from '../bookings/index.ts';
import type { JobService } from '../jobs/index.ts';
import type { ReceiptRequest } from '../notifications/index.ts';
import type { PaymentPipeline } from '../payments/index.ts';
import type { CartPayment } from './cart-payment.ts';

/** What the rewards use cases are given (the plugin builds it): providers, the payment pipeline, other modules' reads. */
export interface RewardsDeps {
  db: Database;
  tours: ToursProvider;
  hotels: HotelSupplier;
  /** The one payment pipeline (payments' index): the card checks, the gateway's form and callback check, reconciliation. */
  pipeline: PaymentPipeline;
  /** What settling a cart payment does (cart-payment.ts): the same for its callback and its reconciliation. */
  cartPayment: CartPayment;
  jobs: JobService;
  /** The complimentary kinds' bookings, for the one timeline. */
  complimentaryBookings: (userId: string, type?: BookingType) => Promise<BookingRow[]>;
  /** The cardholder's name and contact, which identity owns. */
  contactOf: (userId: string) => Promise<{ id: string; name: string | null; email: string | null; mobile: string } | undefined>;
  /** The notifications module's receipt queue: an SMS and an e-mail, once per key, in the caller's transaction. */
  queueReceipt: (request: ReceiptRequest, tx?: Database) => Promise<void>;
  secret: string;
  now?: () => Date;
}
