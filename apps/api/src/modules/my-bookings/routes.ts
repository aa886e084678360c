import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema, freeCancellationSchema, idParamsSchema, userBookingsSchema } from '@portal/contract';
import { renderVoucher } from '../../gateways/voucher/voucher-pdf.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { calendarDownloadSchema, sendCalendarFile } from '../../lib/calendar-download.ts';
import { fileResponse } from '../../plugins/docs.ts';
import { createMyBookings, unlessNotFound } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

const routes: FastifyPluginAsyncZod = async (app) => {
  const myBookings = createMyBookings({
    complimentary: (userId, id) => unlessNotFound(app.bookings.findOwned(userId, id)),
    paid: (userId, id) => unlessNotFound(app.rewards.bookingInformation(userId, id)),
    renderVoucher,
    timeline: (userId) => app.rewards.bookings(userId, 'all'),
    complimentaryOfUser: (userId) => app.bookings.listOfUser(userId),
  });
  const clientOf = async (request: FastifyRequest) => {
    const client = (await app.catalogue.current()).clients.get(request.clientId ?? '');
    if (!client) throw new AppError('NOT_FOUND');
    return client;
  };

  app.get(
    '/api/booking/my_bookings',
    { preHandler: app.requireUser, schema: { tags: ['booking'], response: { 200: userBookingsSchema, ...errors } } },
    async (request) => ({ data: await myBookings.timeline(request.user!.id) }),
  );

  // A paid tour or stay cancelled within its free cancellation (issue 30); complimentary kinds cancel in bookings.
  app.post(
    '/api/booking/my_bookings/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: { tags: ['booking'], params: idParamsSchema, response: { 200: freeCancellationSchema, ...errors, 503: errorResponseSchema } },
    },
    async (request) => app.rewards.cancelBooking(request.user!.id, request.params.id),
  );

  app.get(
    '/api/booking/my_bookings/:id/voucher.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['booking'],
        params: idParamsSchema,
        response: { 200: fileResponse("The booking's voucher: one page with a QR code of its reference.", ['application/pdf']), ...errors },
      },
    },
    async (request, reply) => {
      const file = await myBookings.voucher(request.user!.id, request.params.id, await clientOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );

  app.get(
    '/api/booking/my_bookings/:id/calendar',
    { preHandler: app.requireUser, schema: calendarDownloadSchema },
    async (request, reply) => {
      const file = await myBookings.calendar(request.user!.id, request.params.id, await clientOf(request));
      return sendCalendarFile(reply, file);
    },
  );
};

/**
 * /my-bookings (issue 19): the timeline (the rewards module's merged list, each complimentary booking named by
 * what it is at), a voucher and a calendar file for any booking in it, complimentary or paid, and a paid tour or
 * stay's free cancellation.
 */
export const myBookingsRoutes = fp(routes, { name: 'my-bookings', dependencies: ['auth', 'catalogue', 'bookings', 'rewards'] });
