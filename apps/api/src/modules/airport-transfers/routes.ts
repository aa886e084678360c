import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messages,
  transferCheckBinRequestSchema,
  transferCheckBinResponseSchema,
  transferCreateResponseSchema,
  transferEnquiryDetailSchema,
  transferEnquiryFieldNames,
  transferEnquiryRequestSchema,
  idParamsSchema,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { createTransferService } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const acceptedFields = new Set<string>(transferEnquiryFieldNames);

/** Reads the form's text fields; the transfer form sends no files, so a file part is refused. */
async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the enquiry as multipart form data.');
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new AppError('VALIDATION_FAILED', messages.enterValidInformation, { [part.fieldname]: [messages.enterValidInformation] });
    }
    if (acceptedFields.has(part.fieldname)) fields[part.fieldname] = String(part.value);
  }
  return fields;
}

/** Spec 02 §7 booking service, airport_transfers family: check_bin, POST, GET {id}. */
export const airportTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTransferService({
    bookings: app.bookings,
    catalogue: app.catalogue.current,
    registeredCard: app.identity.registeredCard,
  });

  app.post(
    '/api/booking/airport_transfers/check_bin',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['airport-transfers'],
        body: transferCheckBinRequestSchema,
        response: { 200: transferCheckBinResponseSchema, ...errors },
      },
    },
    async (request) => service.checkBin(request.user!, request.body.bin),
  );

  app.post(
    '/api/booking/airport_transfers',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['airport-transfers'],
        multipartBody: transferEnquiryRequestSchema,
        response: { 201: transferCreateResponseSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const parsed = transferEnquiryRequestSchema.safeParse(await readFormFields(request));
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? messages.enterValidInformation, fields);
      }
      const booking = await service.create(request.user!, parsed.data);
      return reply
        .status(201)
        .send({ status: 'success' as const, msg: messages.airportEnquirySubmitted, data: { data: { id: booking.id } } });
    },
  );

  app.get(
    '/api/booking/airport_transfers/:id',
    {
      preHandler: app.requireUser,
      schema: { tags: ['airport-transfers'], params: idParamsSchema, response: { 200: transferEnquiryDetailSchema, ...errors } },
    },
    async (request) => service.detail(request.user!.id, request.params.id),
  );
};
