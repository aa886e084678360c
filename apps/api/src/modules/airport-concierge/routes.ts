import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conciergeCheckBinBodySchema,
  conciergeCheckBinResponseSchema,
  conciergeCreateResponseSchema,
  conciergeDetailSchema,
  conciergeMultipartSchema,
  errorResponseSchema,
  IST_OFFSET_MINUTES,
  messages,
  idParamsSchema,
  idSchema,
} from '@portal/contract';
import type { FileStore } from '../../gateways/file-store/file-store.ts';
import { sniffUploadType, uploadContentTypes } from '../../gateways/file-store/sniff.ts';
import { fileResponse } from '../../plugins/docs.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { AppError } from '../../lib/app-error.ts';
import { createConciergeService, type ReceivedFile } from './service.ts';

const base = '/api/booking/airport_vip_privileges_enquiries';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadFieldNames = new Set(['uploads[]', 'uploads']);

/** Anything the multipart reader throws becomes 413 (limits) or 400 (malformed), never a 500. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
  const systemCode = (error as NodeJS.ErrnoException).code;
  if (systemCode === 'ENOSPC' || systemCode === 'EDQUOT') return new AppError('INSUFFICIENT_STORAGE', messages.storageFull);
  return new AppError('VALIDATION_FAILED', messages.uploadMalformed);
}

/** Reads the text fields and streams each file to a temporary name; on any failure nothing is kept. */
async function readMultipart(request: FastifyRequest, store: FileStore) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const unsupported: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!uploadFieldNames.has(part.fieldname))
        throw new AppError('VALIDATION_FAILED', messages.requestInvalid, { [part.fieldname]: [messages.requestInvalid] });
      const staged = await store.stage(part.file);
      if (part.file.truncated) {
        await staged.discard();
        throw new AppError('PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
      }
      const type = sniffUploadType(staged.head);
      if (!type) {
        await staged.discard();
        unsupported.push(part.filename);
        continue;
      }
      files.push({ staged, originalName: part.filename || `upload.${type.extension}`, type });
    }
  } catch (error) {
    await Promise.all(files.map((f) => f.staged.discard()));
    throw uploadError(error);
  }
  if (unsupported.length > 0) {
    await Promise.all(files.map((f) => f.staged.discard()));
    throw new AppError('VALIDATION_FAILED', messages.fileFormatUnsupported, { uploads: [messages.fileFormatUnsupported] });
  }
  return { fields, files };
}

function istParts(instant: Date) {
  const iso = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Spec 02 §7 concierge family under /api/booking (paths and bin-check method are ours: the spec does not show them). */
export const airportConciergeRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, options) => {
  const service = createConciergeService({
    db: app.db,
    bookings: app.bookings,
    catalogue: () => app.catalogue.current(),
    files: options.fileStore,
    // Identity registers after this module, so its rule is looked up only when a bin is checked.
    registeredCard: (user, bin) => app.identity.registeredCard(user, bin),
  });
  app.bookings.registerDocumentSource('AirportVipPrivilege', async (booking) => {
    const { uploads } = await service.detail({ id: booking.userId, role: 'cardholder' }, booking.id);
    return uploads.map((u) => ({ name: u.originalName, url: `${base}/${booking.id}/uploads/${u.id}` }));
  });

  app.post(
    `${base}/check_bin`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['airport-concierge'],
        body: conciergeCheckBinBodySchema,
        response: { 200: conciergeCheckBinResponseSchema, ...errors },
      },
    },
    async (request) => service.checkBin(request.user!, request.body.bin),
  );

  app.post(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['airport-concierge'],
        multipartBody: conciergeMultipartSchema,
        response: { 200: conciergeCreateResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, options.fileStore);
      try {
        const booking = await service.create(request.user!, fields, files);
        return { status: 'success' as const, msg: messages.airportEnquirySubmitted, data: { data: { id: booking.id } } };
      } finally {
        await Promise.all(files.map((f) => f.staged.discard()));
      }
    },
  );

  app.get(
    `${base}/:id`,
    {
      preHandler: app.requireUser,
      schema: { tags: ['airport-concierge'], params: idParamsSchema, response: { 200: conciergeDetailSchema, ...errors } },
    },
    async (request) => {
      const { booking, uploads } = await service.detail(request.user!, request.params.id);
      const info = booking.requestInfo as { airport: string; guest_count: number };
      const { date, time } = istParts(booking.serviceAt);
      return {
        data: {
          id: booking.id,
          type: 'airport_vip_privilege' as const,
          attributes: {
            reference: booking.reference,
            status: booking.status,
            airport: info.airport,
            booking_date: date,
            booking_time: time,
            guest_count: info.guest_count,
            booking_date_time: booking.bookingDateTime,
            amount: booking.feeRupees,
            request_info: info,
            uploads: uploads.map((u) => ({
              id: u.id,
              kind: u.kind,
              original_name: u.originalName,
              content_type: u.contentType,
              size: u.size,
            })),
          },
        },
      };
    },
  );

  app.get(
    `${base}/:id/uploads/:uploadId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['airport-concierge'],
        params: z.object({ id: idSchema, uploadId: idSchema }),
        response: {
          200: fileResponse('The file, as a download (the type it was told to be by its content).', uploadContentTypes),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { upload, stream } = await service.download(request.user!, request.params.id, request.params.uploadId);
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', String(upload.size))
        .header('content-disposition', attachmentDisposition(upload.originalName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
