import {
  kindCheckBinResponseSchema, messages, t20EnquiryCreateResponseSchema, t20EnquiryDetailResponseSchema, t20EnquiryPayloadSchema,
} from '@portal/contract';
import { kindRoutes } from '../bookings/index.ts';
import { t20Kind } from './kind.ts';

/** T20 match-day enquiries (spec 02 §7 legacy family, designed in issue 15): check_bin, POST, GET {id}. */
export const t20Routes = kindRoutes({
  declaration: t20Kind,
  path: '/api/booking/t20_enquiries',
  tag: 't20',
  noun: 'T20 enquiry',
  submitted: messages.golfEnquirySubmitted,
  schemas: { payload: t20EnquiryPayloadSchema, checkBinResponse: kindCheckBinResponseSchema, created: t20EnquiryCreateResponseSchema, detail: t20EnquiryDetailResponseSchema },
});
