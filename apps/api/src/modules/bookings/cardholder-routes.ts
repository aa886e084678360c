import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingListActions, bookingListItemSchema, bookingListQuerySchema, bookingStatusLabels, CANCELLATION_CUTOFF_HOURS, cancelBookingSchema, cardholderActions, errorResponseSchema, messages, type BookingListItem, idParamsSchema,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import type { BookingRow } from './service.ts';
import { bookingCalendar } from '../../gateways/calendar/booking-calendar.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { fileResponse } from '../../plugins/docs.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The cardholder's bookings lists (spec 02 §7 GET /bookings, POST /bookings/cancel_booking). */
export const cardholderBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  async function toItems(rows: BookingRow[]): Promise<BookingListItem[]> {
    const ids = rows.map((r) => r.id);
    const [captured, refunds] = await Promise.all([app.payments.capturedAmounts(ids), app.payments.refundsOf(ids)]);
    const paid = new Map<string, number>();
    for (const p of captured) paid.set(p.bookingId, (paid.get(p.bookingId) ?? 0) + Number(p.amount));
    return rows.map((b) => ({
      id: b.id, reference: b.reference, type: b.type, status: b.status, status_label: bookingStatusLabels[b.status],
      booking_date_time: b.bookingDateTime, service_at: b.serviceAt.toISOString(), city: b.city, request_info: b.requestInfo,
      fee: b.feeRupees, fee_paid: paid.get(b.id) ?? 0, actions: bookingListActions(b.status), cardholder_events: cardholderActions(b.status),
      confirmation_details: b.confirmationDetails ?? null, created_at: b.createdAt.toISOString(),
      // The cardholder's view: the response schema leaves out the staff-only reason and attempts.
      refunds: (refunds.get(b.id) ?? []).map(({ amount, status, request_id, bank_arn, requested_at, settled_at }) => ({ amount, status, request_id, bank_arn, requested_at, settled_at })),
    }));
  }

  app.get('/api/booking/bookings', {
    preHandler: app.requireUser,
    schema: { tags: ['booking'], querystring: bookingListQuerySchema, response: { 200: z.object({ data: z.array(bookingListItemSchema) }), ...errors } },
  }, async (request) => ({ data: await toItems(await app.bookings.listOfUser(request.user!.id, request.query.type)) }));

  app.get('/api/booking/bookings/:id', {
    preHandler: app.requireUser,
    schema: { tags: ['booking'], params: idParamsSchema, response: { 200: z.object({ data: bookingListItemSchema }), ...errors } },
  }, async (request) => {
    const [item] = await toItems([await app.bookings.findOwned(request.user!.id, request.params.id)]);
    return { data: item! };
  });

  app.post('/api/booking/bookings/cancel_booking', {
    preHandler: app.requireUser,
    schema: {
      tags: ['booking'], body: cancelBookingSchema,
      response: { 200: z.object({ status: z.literal('success'), msg: z.string(), data: bookingListItemSchema }), ...errors },
    },
  }, async (request) => {
    const userId = request.user!.id;
    const booking = await app.bookings.findOwned(userId, request.body.id);
    if (request.body.refund_amount !== undefined && request.body.refund_amount > booking.feeRupees) {
      throw new AppError('VALIDATION_FAILED', messages.paymentAmountMismatch, { refund_amount: [messages.paymentAmountMismatch] });
    }
    const events = cardholderActions(booking.status);
    let updated: BookingRow;
    if (events.includes('cancel')) {
      if (booking.serviceAt.getTime() - Date.now() < CANCELLATION_CUTOFF_HOURS * 3_600_000) throw new AppError('INVALID_TRANSITION', messages.cancellationCutoff);
      // The listener in payments queues the refund in this same transaction.
      updated = await app.bookings.transition(booking.id, 'cancel', { type: 'cardholder', id: userId });
    } else if (events.includes('cancel_unpaid')) {
      updated = await app.payments.cancelUnpaid(userId, booking.id);
    } else {
      throw new AppError('INVALID_TRANSITION', `This booking is ${bookingStatusLabels[booking.status].toLowerCase()} and cannot be cancelled.`);
    }
    const [item] = await toItems([updated]);
    return { status: 'success' as const, msg: messages.bookingCancelled, data: item! };
  });

  app.get('/api/booking/bookings/:id/calendar', {
    preHandler: app.requireUser,
    schema: { tags: ['booking'], params: idParamsSchema, response: { 200: fileResponse('The booking as an iCalendar file (METHOD:PUBLISH).', ['text/calendar'], { text: true }), ...errors } },
  }, async (request, reply) => {
    const booking = await app.bookings.findOwned(request.user!.id, request.params.id);
    if (booking.status !== 'confirmed') throw new AppError('INVALID_TRANSITION', 'Only a confirmed booking can be added to a calendar.');
    const client = (await app.catalogue.current()).clients.get(request.clientId ?? '');
    if (!client) throw new AppError('NOT_FOUND');
    const file = bookingCalendar(booking, client);
    return reply.header('content-type', `text/calendar; charset=utf-8; method=${file.method}`)
      .header('content-disposition', attachmentDisposition(file.filename))
      .send(file.content);
  });
};
