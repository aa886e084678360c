/** The booking core's public face: its plugins, the one kind pipeline, and the types other modules use. */
export { bookingsPlugin } from './plugin.ts';
export { unpaidExpiryPlugin } from './unpaid-expiry-plugin.ts';
export { cardholderBookingRoutes } from './cardholder-routes.ts';
export { kindRoutes, type KindMultipartBody, type KindRoutesExtension, type KindSchemas } from './kind-routes.ts';
export { multipartFields, parseSentFields } from './multipart-fields.ts';
export {
  createKindService,
  kindResource,
  type KindAttachments,
  type KindCatalogueRead,
  type KindDeclaration,
  type KindPayload,
  type KindPlan,
  type KindService,
} from './kind-service.ts';
export type { BookingRow, BookingService, BookingChange, BookingDocument } from './service.ts';
export { createBookingReads, type BookingReads, type QueueFilter, type QueueRow } from './staff-queries.ts';
export { createPaymentBookingReads, type PaymentBookingReads } from './payment-queries.ts';
export { venueSlotKind } from './shapes/venue-slot-kind.ts';
export { fixtureTicketsKind } from './shapes/fixture-tickets-kind.ts';
