import {
  transferCheckBinRequestSchema,
  transferCheckBinResponseSchema,
  transferCreateResponseSchema,
  transferEnquiryDetailSchema,
  transferEnquiryRequestSchema,
} from '@portal/contract';
import { kindRoutes, multipartFields } from '../bookings/index.ts';
import { transferKind } from './kind.ts';

const errors = [400, 401, 403, 404, 409] as const;

/** Spec 02 §7 booking service, airport_transfers family: check_bin, POST (form data, text fields only), GET {id}. */
export const airportTransferRoutes = kindRoutes(transferKind, {
  multipart: multipartFields(transferEnquiryRequestSchema),
  checkBinRequest: transferCheckBinRequestSchema,
  checkBinResponse: transferCheckBinResponseSchema,
  created: transferCreateResponseSchema,
  detail: transferEnquiryDetailSchema,
  errors: { checkBin: [...errors], create: [...errors, 413, 415], detail: [...errors] },
});
