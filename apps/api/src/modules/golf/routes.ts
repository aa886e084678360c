import {
  golfCheckBinResponseSchema, golfEnquiryCreateResponseSchema, golfEnquiryDetailResponseSchema, golfEnquiryPayloadSchema, messages,
} from '@portal/contract';
import { kindRoutes } from '../bookings/index.ts';
import { golfKind } from './kind.ts';

/** Golf game and lesson enquiries (spec 02 §3, §4, §7), for the signed-in cardholder only. */
export const golfRoutes = kindRoutes({
  declaration: golfKind,
  path: '/api/booking/golf_enquiries',
  tag: 'golf',
  noun: 'golf enquiry',
  submitted: messages.golfEnquirySubmitted,
  schemas: { payload: golfEnquiryPayloadSchema, checkBinResponse: golfCheckBinResponseSchema, created: golfEnquiryCreateResponseSchema, detail: golfEnquiryDetailResponseSchema },
});
