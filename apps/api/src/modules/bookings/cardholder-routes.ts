import { z } from 'zod';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingListItemSchema,
  bookingListQuerySchema,
  cancelBookingSchema,
  errorResponseSchema,
  idParamsSchema,
  messages,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { bookingCalendar } from '../../gateways/calendar/booking-calendar.ts';
import { calendarDownloadSchema, sendCalendarFile } from '../../lib/calendar-download.ts';
import { createCardholderBookings } from './cardholder-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const cardholder = createCardholderBookings({ bookings: app.bookings, payments: app.payments });

  app.get(
    '/api/booking/bookings',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        querystring: bookingListQuerySchema,
        response: { 200: z.object({ data: z.array(bookingListItemSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await cardholder.list(request.user!.id, request.query.type) }),
  );

  app.get(
    '/api/booking/bookings/:id',
    {
      preHandler: app.requireUser,
      schema: { tags: ['booking'], params: idParamsSchema, response: { 200: z.object({ data: bookingListItemSchema }), ...errors } },
    },
    async (request) => ({ data: await cardholder.one(request.user!.id, request.params.id) }),
  );

  app.post(
    '/api/booking/bookings/cancel_booking',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        body: cancelBookingSchema,
        response: { 200: z.object({ status: z.literal('success'), msg: z.string(), data: bookingListItemSchema }), ...errors },
      },
    },
    async (request) => {
      const item = await cardholder.cancel(request.user!.id, request.body.id, request.body.refund_amount);
      return { status: 'success' as const, msg: messages.bookingCancelled, data: item };
    },
  );

  app.get('/api/booking/bookings/:id/calendar', { preHandler: app.requireUser, schema: calendarDownloadSchema }, async (request, reply) => {
    const booking = await app.bookings.findOwned(request.user!.id, request.params.id);
    if (booking.status !== 'confirmed') throw new AppError('INVALID_TRANSITION', 'Only a confirmed booking can be added to a calendar.');
    const client = (await app.catalogue.current()).clients.get(request.clientId ?? '');
    if (!client) throw new AppError('NOT_FOUND');
    const file = bookingCalendar(booking, client);
    return sendCalendarFile(reply, file);
  });
};

/** The cardholder's bookings lists (spec 02 §7 GET /bookings, POST /bookings/cancel_booking), HTTP only. */
export const cardholderBookingRoutes = fp(routes, {
  name: 'cardholder-bookings',
  dependencies: ['auth', 'catalogue', 'bookings', 'payments'],
});
