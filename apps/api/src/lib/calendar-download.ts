import type { FastifyReply } from 'fastify';
import { errorResponseSchema, idParamsSchema } from '@portal/contract';
import { fileResponse } from '../plugins/docs.ts';
import { attachmentDisposition } from './content-disposition.ts';

/** GET …/:id/calendar, a cardholder's download of one of their bookings: the route schema both booking lists use. */
export const calendarDownloadSchema = {
  tags: ['booking'],
  params: idParamsSchema,
  response: {
    200: fileResponse('The booking as an iCalendar file (METHOD:PUBLISH).', ['text/calendar'], { text: true }),
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  },
};

/** Sends a booking's .ics as a download; its METHOD (PUBLISH or CANCEL) rides on the content type, as calendar apps expect. */
export function sendCalendarFile(reply: FastifyReply, file: { filename: string; method: string; content: string }) {
  return reply
    .header('content-type', `text/calendar; charset=utf-8; method=${file.method}`)
    .header('content-disposition', attachmentDisposition(file.filename))
    .send(file.content);
}
