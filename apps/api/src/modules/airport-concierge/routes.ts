import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conciergeCheckBinBodySchema,
  conciergeCheckBinResponseSchema,
  conciergeCreateResponseSchema,
  conciergeDetailSchema,
} from '@portal/contract';
import type { FileStore } from '../../gateways/file-store/file-store.ts';
import { createBookingReads, kindRoutes } from '../bookings/index.ts';
import { conciergeKind } from './kind.ts';
import { conciergeUploads } from './uploads.ts';

const errors = [400, 401, 403, 404] as const;

/** Spec 02 §7 concierge family under /api/booking: the kind's calls (multipart create), and its files. */
export const airportConciergeRoutes: FastifyPluginAsyncZod<{ fileStore: FileStore }> = async (app, { fileStore }) => {
  const uploads = conciergeUploads(app.db, fileStore);
  const declaration = conciergeKind(uploads, createBookingReads(app.db));
  const routes = kindRoutes(
    declaration,
    {
      multipart: uploads.body,
      checkBinRequest: conciergeCheckBinBodySchema,
      checkBinResponse: conciergeCheckBinResponseSchema,
      created: conciergeCreateResponseSchema,
      detail: conciergeDetailSchema,
      errors: { checkBin: [...errors], create: [...errors, 409], detail: [...errors] },
    },
    uploads.routes,
  );
  await app.register(routes);
};
