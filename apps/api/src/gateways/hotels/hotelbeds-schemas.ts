import { z } from 'zod';

/**
 * The part of Hotelbeds' APItude Hotel Booking API 1.0 (JSON) this portal uses, as published:
 * - https://developer.hotelbeds.com/documentation/hotels/booking-api/ (operations, workflow, the signature headers)
 * - https://developer.hotelbeds.com/docs/read/apitude_booking/CheckRates and .../Booking (request/response nodes)
 * - Booking list / cancellation parameters as in APItude's published Postman collection
 *   (GET /bookings?start&end&filterType&status&from&to&clientReference, DELETE /bookings/{ref}?cancellationFlag).
 * Only the fields we send or read are listed; `.loose()` keeps whatever else the supplier adds (the API grows).
 * Both sides use these: the client checks every answer, the sandbox every request (and a test checks both).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** APItude sends amounts as decimal strings ("123.45"). */
const amount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const auditDataSchema = z
  .object({ processTime: z.string().optional(), timestamp: z.string().optional(), requestHost: z.string().optional() })
  .loose();

/** Every error answer: `{ auditData, error: { code, message } }` (codes such as INVALID_REQUEST, INVALID_DATA, PRODUCT_ERROR, SYSTEM_ERROR). */
export const errorEnvelopeSchema = z.object({
  auditData: auditDataSchema.optional(),
  error: z.object({ code: z.string(), message: z.string() }).loose(),
});
export type HotelbedsError = z.infer<typeof errorEnvelopeSchema>;

const childPax = z.object({ type: z.literal('CH'), age: z.number().int().min(0).max(17) });
export const occupancySchema = z.object({
  rooms: z.number().int().min(1),
  adults: z.number().int().min(1),
  children: z.number().int().min(0),
  paxes: z.array(childPax).optional(),
});

/** POST /hotel-api/1.0/hotels (availability). */
export const availabilityRequestSchema = z.object({
  stay: z.object({ checkIn: isoDate, checkOut: isoDate }),
  occupancies: z.array(occupancySchema).min(1),
  hotels: z.object({ hotel: z.array(z.number().int()).min(1) }),
});
export type AvailabilityRequest = z.infer<typeof availabilityRequestSchema>;

export const cancellationPolicySchema = z.object({ amount, from: z.iso.datetime({ offset: true }) }).loose();

export const rateSchema = z
  .object({
    rateKey: z.string().min(1),
    rateClass: z.string(), // NOR (refundable) or NRF (non-refundable)
    rateType: z.enum(['BOOKABLE', 'RECHECK']),
    net: amount,
    // The price the hotel sells the room at to the public (APItude gives it with hotelMandatory).
    sellingRate: amount.optional(),
    hotelMandatory: z.boolean().optional(),
    allotment: z.number().int().optional(),
    paymentType: z.string().optional(),
    packaging: z.boolean().optional(),
    boardCode: z.string(),
    boardName: z.string(),
    cancellationPolicies: z.array(cancellationPolicySchema).optional(),
    rooms: z.number().int(),
    adults: z.number().int(),
    children: z.number().int(),
    childrenAges: z.string().optional(),
  })
  .loose();
export type HotelbedsRate = z.infer<typeof rateSchema>;

export const roomSchema = z.object({ code: z.string(), name: z.string(), rates: z.array(rateSchema) }).loose();

const hotelBase = {
  code: z.number().int(),
  name: z.string(),
  categoryCode: z.string().optional(),
  destinationCode: z.string().optional(),
  currency: z.string().length(3),
};

export const availabilityResponseSchema = z.object({
  auditData: auditDataSchema.optional(),
  hotels: z
    .object({
      hotels: z.array(z.object({ ...hotelBase, rooms: z.array(roomSchema), minRate: amount, maxRate: amount }).loose()).optional(),
      checkIn: isoDate.optional(),
      checkOut: isoDate.optional(),
      total: z.number().int(),
    })
    .loose(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** POST /hotel-api/1.0/checkrates. */
export const checkRateRequestSchema = z.object({ rooms: z.array(z.object({ rateKey: z.string().min(1) })).min(1) });
export const checkRateResponseSchema = z.object({
  auditData: auditDataSchema.optional(),
  hotel: z.object({ ...hotelBase, checkIn: isoDate, checkOut: isoDate, rooms: z.array(roomSchema), totalNet: amount }).loose(),
});
export type CheckRateResponse = z.infer<typeof checkRateResponseSchema>;

/** POST /hotel-api/1.0/bookings (confirmation). */
export const bookingRequestSchema = z.object({
  holder: z.object({ name: z.string().min(1), surname: z.string().min(1) }),
  rooms: z
    .array(
      z.object({
        rateKey: z.string().min(1),
        paxes: z
          .array(
            z.object({
              roomId: z.number().int().min(1),
              type: z.enum(['AD', 'CH']),
              name: z.string().optional(),
              surname: z.string().optional(),
              age: z.number().int().optional(),
            }),
          )
          .optional(),
      }),
    )
    .min(1),
  clientReference: z.string().min(1).max(20),
  remark: z.string().optional(),
  tolerance: z.number().optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingSchema = z
  .object({
    reference: z.string().min(1),
    clientReference: z.string(),
    creationDate: isoDate,
    status: z.enum(['CONFIRMED', 'CANCELLED', 'PRECONFIRMED']),
    cancellationReference: z.string().optional(),
    modificationPolicies: z.object({ cancellation: z.boolean(), modification: z.boolean() }).optional(),
    holder: z.object({ name: z.string(), surname: z.string() }),
    hotel: z
      .object({
        ...hotelBase,
        currency: z.string().length(3).optional(),
        checkIn: isoDate,
        checkOut: isoDate,
        rooms: z.array(z.object({ code: z.string(), name: z.string(), status: z.string() }).loose()),
      })
      .loose(),
    totalNet: z.number(),
    pendingAmount: z.number().optional(),
    currency: z.string().length(3),
  })
  .loose();
export type HotelbedsBooking = z.infer<typeof bookingSchema>;

/** The answer of POST /bookings, GET /bookings/{reference} and DELETE /bookings/{reference}. */
export const bookingResponseSchema = z.object({ auditData: auditDataSchema.optional(), booking: bookingSchema });

/** GET /hotel-api/1.0/bookings (booking list). */
export const bookingListQuerySchema = z.object({
  start: isoDate,
  end: isoDate,
  filterType: z.enum(['CHECKIN', 'CREATION', 'MODIFIED', 'CLXPOLICIES']).optional(),
  status: z.enum(['ALL', 'CONFIRMED', 'CANCELLED']).optional(),
  from: z.coerce.number().int().min(1),
  to: z.coerce.number().int().min(1),
  clientReference: z.string().optional(),
});
export const bookingListResponseSchema = z.object({
  auditData: auditDataSchema.optional(),
  bookings: z
    .object({ from: z.number().int(), to: z.number().int(), total: z.number().int(), bookings: z.array(bookingSchema).optional() })
    .loose(),
});

export const cancellationQuerySchema = z.object({ cancellationFlag: z.enum(['CANCELLATION', 'SIMULATION']).optional() });

/** The API's base path under the supplier's URL. */
export const HOTEL_API = '/hotel-api/1.0';
