import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  idParamsSchema,
  managedOfferQuerySchema,
  managedOfferResponseSchema,
  managedOfferSchema,
  merchantCreatedSchema,
  merchantCreateSchema,
  merchantRedemptionQuerySchema,
  merchantRedemptionSchema,
  merchantUserCreateSchema,
  merchantUserParamsSchema,
  merchantUserSchema,
  merchantWithUserResponseSchema,
  merchantWithUserSchema,
  messages,
  offerChangeDecisionParamsSchema,
  offerChangeDecisionSchema,
  offerCreateSchema,
  voucherUploadMultipartSchema,
  voucherUploadQuerySchema,
  voucherUploadResultSchema,
} from '@portal/contract';
import { AppError } from '../../lib/app-error.ts';
import { consoleErrors as errors } from '../ops/index.ts';
import type { ConsoleActor, OffersConsoleService } from './console-service.ts';

const tags = ['offer'];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Who the signed-in console user acts as: the admin, or a merchant's user scoped to its merchant. */
export async function consoleActor(request: FastifyRequest, service: Pick<OffersConsoleService, 'merchantOf'>): Promise<ConsoleActor> {
  const user = request.user!;
  if (user.role === 'admin') return { role: 'admin' };
  if (user.role === 'merchant') {
    const merchantId = await service.merchantOf(user.id);
    if (merchantId) return { role: 'merchant', merchantId };
  }
  throw new AppError('FORBIDDEN');
}

/** Reads the one CSV file of a voucher upload (field `vouchers_file`) as UTF-8 text. */
async function readVouchersFile(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let csv: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'vouchers_file' || csv !== undefined) {
        part.file.resume();
        continue;
      }
      csv = new TextDecoder('utf-8', { fatal: true }).decode(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', messages.uploadTooLarge);
    throw new AppError('VALIDATION_FAILED', messages.uploadMalformed);
  }
  if (csv === undefined) {
    throw new AppError('VALIDATION_FAILED', messages.voucherFileRequired, { vouchers_file: [messages.voucherFileRequired] });
  }
  return csv;
}

/**
 * The merchant and programme-admin calls of the offer service (issue 18), under /api/offer. Roles are checked on
 * the server; a merchant's user reaches its own merchant's offers only (anything else answers 404).
 */
export function offerConsoleRoutes(service: OffersConsoleService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = app.requireRole('admin');
    const managing = app.requireRole('admin', 'merchant');
    const actor = (request: FastifyRequest) => consoleActor(request, service);

    app.post(
      '/merchants',
      {
        preHandler: admin,
        schema: {
          tags,
          body: merchantCreateSchema,
          response: { 201: z.object({ msg: z.string(), data: merchantCreatedSchema }), ...errors },
        },
      },
      async (request, reply) => reply.code(201).send({ msg: messages.merchantCreated, data: await service.createMerchant(request.body) }),
    );
    app.post(
      '/merchants/create_with_user',
      {
        preHandler: admin,
        schema: { tags, body: merchantWithUserSchema, response: { 201: merchantWithUserResponseSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await service.createMerchantWithUser(request.body)),
    );
    app.post(
      '/merchants/:id/users',
      {
        preHandler: admin,
        schema: {
          tags,
          params: idParamsSchema,
          body: merchantUserCreateSchema,
          response: { 201: z.object({ msg: z.string(), data: merchantUserSchema }), ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await service.addMerchantUser(request.params.id, request.body)),
    );

    app.get(
      '/merchants/:id/users',
      {
        preHandler: admin,
        schema: { tags, params: idParamsSchema, response: { 200: data(z.array(merchantUserSchema)), ...errors } },
      },
      async (request) => ({ data: await service.merchantUsers(request.params.id) }),
    );

    app.post(
      '/merchants/:id/users/:user_id/invitation',
      {
        preHandler: admin,
        schema: {
          tags,
          params: merchantUserParamsSchema,
          response: { 200: z.object({ msg: z.string(), data: merchantUserSchema }), ...errors },
        },
      },
      async (request) => service.resendInvitation(request.params.id, request.params.user_id),
    );

    app.post(
      '/offers',
      {
        preHandler: managing,
        schema: { tags, body: offerCreateSchema, response: { 201: managedOfferResponseSchema, ...errors } },
      },
      async (request, reply) => reply.code(201).send(await service.createOffer(await actor(request), request.body)),
    );

    app.post(
      '/offers/:id/pending_change/:decision',
      {
        preHandler: admin,
        schema: {
          tags,
          params: offerChangeDecisionParamsSchema,
          body: offerChangeDecisionSchema,
          response: { 200: managedOfferResponseSchema, ...errors },
        },
      },
      async (request) => service.decideChange(request.params.id, request.params.decision, request.body.change_id),
    );

    app.post(
      '/offers/:id/vouchers',
      {
        preHandler: managing,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: voucherUploadQuerySchema,
          multipartBody: voucherUploadMultipartSchema,
          response: { 200: voucherUploadResultSchema, ...errors },
        },
      },
      async (request) => {
        const who = await actor(request);
        const csv = await readVouchersFile(request);
        return service.uploadVouchers(who, request.params.id, csv, request.query.dry_run === 'true');
      },
    );

    app.get(
      '/manage/offers',
      {
        preHandler: managing,
        schema: { tags, querystring: managedOfferQuerySchema, response: { 200: data(z.array(managedOfferSchema)), ...errors } },
      },
      async (request) => ({ data: await service.managedOffers(await actor(request), request.query) }),
    );
    app.get(
      '/manage/offers/:id',
      {
        preHandler: managing,
        schema: { tags, params: idParamsSchema, response: { 200: data(managedOfferSchema), ...errors } },
      },
      async (request) => ({ data: await service.managedOffer(await actor(request), request.params.id) }),
    );
    app.get(
      '/manage/redemptions',
      {
        preHandler: managing,
        schema: {
          tags,
          querystring: merchantRedemptionQuerySchema,
          response: { 200: data(z.array(merchantRedemptionSchema)), ...errors },
        },
      },
      async (request) => ({ data: await service.merchantRedemptions(await actor(request), request.query) }),
    );
  };
}
